import { z } from 'zod';
import { ORDER_STATUSES, PAY_METHODS } from '../db/schema';
import { defineRoute } from './route';
import { idParams } from './schemas';

const fen = (description: string) =>
  z
    .number()
    .int()
    .meta({ description: `${description}（分）` });

const orderSummary = z
  .object({
    id: z.number().int(),
    order_no: z.string().meta({ description: '订单号' }),
    status: z.enum(ORDER_STATUSES).meta({ description: '状态：待付款/已付款/已发货/已完成/已取消' }),
    kind: z.string(),
    store_id: z.number().int().meta({ description: '买方门店 ID' }),
    company: z.string().meta({ description: '买方企业名称' }),
    payable_amount: fen('应付金额'),
    paid_amount: fen('已付金额'),
    pay_method: z.enum(PAY_METHODS).nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    acked_at: z.string().nullable().meta({ description: '本密钥确认接单的时间，未确认为 null' }),
  })
  .meta({ id: 'OrderSummary' });

const orderLine = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  manufacturer: z.string(),
  approval_no: z.string(),
  number: z.number().int(),
  gift_number: z.number().int(),
  unit_price: z
    .number()
    .min(0)
    .meta({ description: '实付单价（分，折扣、满减、优惠券分摊之后，最多 4 位小数）：pay_amount = round(unit_price × number)，各行 pay_amount 之和 + 运费 = 应付金额' }),
  list_unit_price: fen('折前单价'),
  raw_amount: fen('原价小计'),
  manjian_amount: fen('分摊的满减'),
  discount_amount: fen('分摊的折扣'),
  coupon_amount: fen('分摊的优惠券'),
  pay_amount: fen('实付小计'),
  returned_number: z.number().int(),
  shipped_batch_no: z.string().nullable(),
});

export const orderDetailSchema = orderSummary
  .extend({
    address: z.object({ consignee: z.string(), phone: z.string(), province: z.string(), city: z.string(), district: z.string(), detail: z.string() }),
    invoice: z.record(z.string(), z.unknown()),
    remark: z.string(),
    carrier: z.string(),
    tracking_no: z.string(),
    goods_amount: fen('商品金额'),
    manjian_amount: fen('满减'),
    discount_amount: fen('折扣'),
    coupon_amount: fen('优惠券'),
    shipping_fee: fen('运费'),
    lines: z.array(orderLine),
    payments: z.array(
      z.object({ id: z.number().int(), method: z.enum(PAY_METHODS), amount: fen('金额'), status: z.string(), trade_no: z.string(), paid_at: z.string().nullable() }),
    ),
    buyer_licences: z.array(z.object({ type: z.string(), number: z.string(), valid_to: z.string().nullable(), long_term: z.boolean(), status: z.string() })),
  })
  .meta({ id: 'OrderDetail' });

const exampleSummary = {
  id: 101,
  order_no: 'YC202611270001',
  status: 'paid',
  kind: 'normal',
  store_id: 1,
  company: '演示大药房',
  payable_amount: 125000,
  paid_amount: 125000,
  pay_method: 'balance',
  created_at: '2026-11-27T02:00:00.000Z',
  updated_at: '2026-11-27T02:01:00.000Z',
  acked_at: null,
};

export const listOrders = defineRoute({
  id: 'listOrders',
  method: 'get',
  path: '/orders',
  tag: 'orders',
  summary: '按变更游标拉取订单',
  description:
    '返回 since 之后发生变更的订单（新建、付款、发货、取消……），按提交顺序排列。用返回的 next_cursor 继续拉取：并发写入下也不会漏掉或重复同一次变更；同一订单再次变更时会在后面再次出现。首次调用不带 since。',
  scope: 'orders:read',
  query: z.object({
    since: z.string().max(100).optional().meta({ description: '上一页返回的 next_cursor' }),
    limit: z.coerce.number().int().min(1).max(200).default(50).meta({ description: '每页条数（1–200，默认 50）' }),
  }),
  response: z.object({ items: z.array(orderSummary), next_cursor: z.string(), has_more: z.boolean() }).meta({ id: 'OrderPage' }),
  example: { response: { items: [exampleSummary], next_cursor: 'NzUxLjEy', has_more: false } },
});

export const getOrder = defineRoute({
  id: 'getOrder',
  method: 'get',
  path: '/orders/{id}',
  tag: 'orders',
  summary: '订单详情',
  description: '一个订单：明细行（每行分摊的满减、折扣、优惠券）、付款记录、买方资质证照。',
  scope: 'orders:read',
  params: idParams,
  response: orderDetailSchema,
  example: {
    response: {
      ...exampleSummary,
      address: { consignee: '张三', phone: '13800138000', province: '浙江省', city: '杭州市', district: '西湖区', detail: '文三路 1 号' },
      invoice: { type: 'none' },
      remark: '',
      carrier: '',
      tracking_no: '',
      goods_amount: 125000,
      manjian_amount: 0,
      discount_amount: 0,
      coupon_amount: 0,
      shipping_fee: 0,
      lines: [],
      payments: [],
      buyer_licences: [{ type: 'drug_license', number: '浙AA5710001', valid_to: '2028-12-31', long_term: false, status: 'approved' }],
    },
  },
});

export const ackOrder = defineRoute({
  id: 'ackOrder',
  method: 'post',
  path: '/orders/{id}/ack',
  tag: 'orders',
  summary: '确认接单',
  description: 'ERP 已取走该订单（已接单）。重复确认保留第一次的时间。',
  scope: 'orders:write',
  params: idParams,
  body: z.object({ erp_ref: z.string().trim().max(100).default('').meta({ description: 'ERP 中的单号（可选）' }) }),
  response: z.object({ order_id: z.number().int(), erp_ref: z.string(), acked_at: z.string() }).meta({ id: 'OrderAck' }),
  example: { body: { erp_ref: 'XS-2026-0001' }, response: { order_id: 101, erp_ref: 'XS-2026-0001', acked_at: '2026-11-27T02:05:00.000Z' } },
});

const shipLine = z.object({
  line_id: z.number({ error: '请填写订单行 ID' }).int().positive(),
  batches: z
    .array(z.object({ batch_no: z.string().trim().min(1).max(40), number: z.number().int().min(1).max(10_000_000) }))
    .max(50)
    .default([])
    .meta({ description: '批次分配：批号与数量，合计须等于该行数量；留空则按近效期先出（FEFO）' }),
  trace_codes: z
    .array(z.string().trim().max(40))
    .max(20_000)
    .default([])
    .meta({ description: '药品追溯码：每项 20 位数字（一盒），或「码 箱 100」/「码 中包 10」（覆盖的数量），须覆盖该行数量' }),
  no_code_reason: z.string().trim().max(100).default('').meta({ description: '无追溯码时的原因（与 trace_codes 二选一）' }),
});

/** The shipment body: carrier, tracking number and every line with its batches and trace codes. */
export const shipBody = z.object({
  carrier: z.string({ error: '请输入承运商' }).trim().min(1, '请输入承运商').max(20, '承运商最多 20 个字'),
  tracking_no: z
    .string({ error: '请输入运单号' })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/, '运单号只能包含字母、数字和短横线'),
  lines: z.array(shipLine, { error: '请为订单的每一行商品填写发货批次和追溯码' }).min(1, '请为订单的每一行商品填写发货批次和追溯码'),
});

export const shipOrder = defineRoute({
  id: 'shipOrder',
  method: 'post',
  path: '/orders/{id}/shipments',
  tag: 'orders',
  summary: '订单发货',
  description:
    '已付款订单发货：承运商、运单号，以及每一行的批次分配（批号×数量，留空按近效期先出）和药品追溯码（或无码原因），须覆盖订单每一行。规则与拒绝同控制台发货（未付款、批次不足、追溯码重复等返回 409，不写入任何内容）。买家的订单详情随即显示物流。',
  scope: 'orders:write',
  params: idParams,
  body: shipBody,
  response: z.object({ id: z.number().int(), status: z.enum(ORDER_STATUSES), carrier: z.string(), tracking_no: z.string() }).meta({ id: 'Shipment' }),
  example: {
    body: {
      carrier: '顺丰速运',
      tracking_no: 'SF1234567890',
      lines: [{ line_id: 501, batches: [{ batch_no: '20261101', number: 2 }], trace_codes: ['81234567890123456789', '81234567890123456790'] }],
    },
    response: { id: 101, status: 'shipped', carrier: '顺丰速运', tracking_no: 'SF1234567890' },
  },
});
