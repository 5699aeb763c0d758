import { z } from 'zod';
import { defineRoute } from './route';
import { goodsItem, erpCode } from './goods-upsert';
import { priceItem } from './prices';
import { stockItem } from './stock';
import { bulkBody, bulkEnvelope, bulkResult, itemResult } from './schemas';

export const MAX_BULK = 1000;
const BULK_BYTES = 4 * 1024 * 1024;

const goodsExample = {
  erp_code: 'YP-000123',
  kind: 'medicine',
  name: '阿莫西林胶囊',
  category_id: 3,
  manufacturer: '华北制药股份有限公司',
  spec: '0.25g*24粒',
  unit: '盒',
  approval_no: '国药准字H13023964',
  holder: '华北制药股份有限公司',
  rx_class: 'Rx',
  base_price: '12.50',
  retail_price: '18.00',
  ladder: [{ number: 10, price: '12.00' }],
  mid_pack: 10,
  case_pack: 200,
  xg_number: 0,
  batch_no: '20261101',
  production_date: '2026-11-01',
  expiry_date: '2028-10-31',
  is_on_sale: true,
};
const okResult = { index: 0, erp_code: 'YP-000123', ok: true, action: 'created', id: 6001 };
const badResult = { index: 1, erp_code: 'YP-000124', ok: false, errors: { retail_price: ['建议零售价不能低于供货价'] }, message: '建议零售价不能低于供货价' };

export const bulkGoods = defineRoute({
  id: 'bulkUpsertGoods',
  method: 'post',
  path: '/goods/bulk',
  tag: 'goods',
  summary: '批量新增或更新商品',
  description: `按商品编码（erp_code）新增或更新商品，每次最多 ${MAX_BULK} 项。字段与规则同控制台的商品编辑。每项独立生效：某项有错只返回该项的字段错误，其余项照常写入。库存不在此接口修改（见批次库存）。`,
  scope: 'goods:write',
  body: bulkBody(goodsItem, MAX_BULK),
  bodyParse: bulkEnvelope(MAX_BULK),
  bodyLimit: BULK_BYTES,
  response: bulkResult,
  example: { body: { items: [goodsExample] }, response: { applied: 1, failed: 1, results: [okResult, badResult] } },
});

export const putGoods = defineRoute({
  id: 'upsertGoods',
  method: 'put',
  path: '/goods/{erp_code}',
  tag: 'goods',
  summary: '新增或更新一个商品',
  description: '按商品编码新增或整体更新一个商品（字段同批量接口，以路径中的商品编码为准）；输入有误时返回 422 和字段错误。',
  scope: 'goods:write',
  params: z.object({ erp_code: erpCode }),
  body: goodsItem,
  bodyParse: z.looseObject({}),
  response: itemResult,
  example: { body: goodsExample, response: okResult },
});

export const bulkPrices = defineRoute({
  id: 'bulkPrices',
  method: 'post',
  path: '/prices/bulk',
  tag: 'prices',
  summary: '批量修改价格与阶梯价',
  description: `按商品编码修改供货价、建议零售价和阶梯价（全量/分段），每次最多 ${MAX_BULK} 项，逐项生效并返回结果。商城在 5 秒内显示新价格。`,
  scope: 'prices:write',
  body: bulkBody(priceItem, MAX_BULK),
  bodyParse: bulkEnvelope(MAX_BULK),
  bodyLimit: BULK_BYTES,
  response: bulkResult,
  example: {
    body: { items: [{ erp_code: 'YP-000123', base_price: '11.80', retail_price: '18.00', ladder_price_type: 0, ladder: [{ number: 10, price: '11.50' }] }] },
    response: { applied: 1, failed: 0, results: [{ index: 0, erp_code: 'YP-000123', ok: true, action: 'updated', id: 6001 }] },
  },
});

export const bulkStock = defineRoute({
  id: 'bulkStock',
  method: 'post',
  path: '/stock/bulk',
  tag: 'stock',
  summary: '按批次同步库存',
  description: `按商品编码和批号同步库存（批号、生产日期、有效期至、数量、停售/召回），每次最多 ${MAX_BULK} 项，逐项生效；库存变动记入库存流水。`,
  scope: 'stock:write',
  body: bulkBody(stockItem, MAX_BULK),
  bodyParse: bulkEnvelope(MAX_BULK),
  bodyLimit: BULK_BYTES,
  response: bulkResult,
  example: {
    body: { items: [{ erp_code: 'YP-000123', batch_no: '20261101', production_date: '2026-11-01', expiry_date: '2028-10-31', quantity: 500, status: 'normal' }] },
    response: { applied: 1, failed: 0, results: [{ index: 0, erp_code: 'YP-000123', ok: true, action: 'updated', id: 6001 }] },
  },
});
