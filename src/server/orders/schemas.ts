/** Input of the checkout, order and payment APIs (zod, Chinese messages; JSON or qs form bodies). */
import { z } from 'zod';
import { text as safeText } from '../http/text';
import { optionalYuan } from '../http/money';
import { idField, DAY, isCalendarDay } from '../http/fields';
import { EMAIL_RE, LANDLINE_RE, MOBILE_RE } from '../accounts/validation';
import type { EphedrineReceiver, InvoiceSnapshot } from '../db/schema';
import { ORDER_TABS } from './query';
import { validTaxNo } from '../../lib/uscc';

const text = (label: string, max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : (v ?? '')), safeText({ error: `${label}格式不正确` }).max(max, `${label}不能超过 ${max} 个字`));
const required = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
    safeText({ error: `请填写${label}` })
      .min(1, `请填写${label}`)
      .max(max, `${label}不能超过 ${max} 个字`),
  );

/** 统一社会信用代码 / 纳税人识别号: 15–20 letters and digits. */

export const TAX_NO_RE = /^[0-9A-Z]{15,20}$/;
/** 居民身份证号: 18 characters, the last a digit or X. */
export const ID_NUMBER_RE = /^\d{17}[\dX]$/;

/** A yuan amount with at most 2 decimals → fen. */
export const yuanToFen = optionalYuan('金额', { digits: 9, max: Infinity, messages: { required: '金额格式不正确', format: '金额格式不正确' } });

const invoiceType = z.preprocess(
  (v) => (v === undefined || v === '' ? 0 : typeof v === 'string' ? Number(v) : v),
  z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '请选择发票类型' }),
);

export const createInput = z
  .object({
    idempotency_key: safeText({ error: '请求标识缺失，请刷新页面后重试' }).regex(/^[A-Za-z0-9_-]{8,64}$/, '请求标识不正确，请刷新页面后重试'),
    address_id: idField('收货地址'),
    remark: text('订单备注', 200),
    invoice_type: invoiceType,
    invoice_title: text('发票抬头', 100),
    invoice_tax_no: text('纳税人识别号', 20),
    invoice_email: text('收票邮箱', 100),
    invoice_address: text('注册地址', 200),
    invoice_phone: text('注册电话', 30),
    invoice_bank: text('开户银行', 100),
    invoice_account: text('银行账号', 40),
    hm_name: text('含麻收货人姓名', 20),
    hm_id_number: text('身份证号', 18),
    hm_phone: text('含麻收货人手机号', 11),
    payable: yuanToFen,
    coupon_id: z.preprocess((v) => (v === undefined || v === '' || v === '0' || v === 0 ? undefined : v), idField('优惠券').optional()),
    /** Goods ids of the near-expiry lines the buyer confirmed (每个 有效期至 勾选). */
    expiry_confirm: z.preprocess(
      (v) => (v === undefined || v === '' ? [] : typeof v === 'string' ? v.split(',') : v && typeof v === 'object' && !Array.isArray(v) ? Object.values(v) : v),
      z.array(idField('近效期确认'), { error: '近效期确认不正确' }).max(200, '近效期确认不正确'),
    ),
  })
  .superRefine((v, ctx) => {
    const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.invoice_type !== 0) {
      if (!v.invoice_title) need('invoice_title', '请填写发票抬头');
      // A 普通电子发票 may be made out to a person (no tax number); a company's or a 专票 needs one.
      if ((v.invoice_type === 2 || v.invoice_tax_no) && !TAX_NO_RE.test(v.invoice_tax_no.toUpperCase())) need('invoice_tax_no', '请填写正确的纳税人识别号（15–20 位字母或数字）');
      else if ((v.invoice_type === 2 || v.invoice_tax_no) && !validTaxNo(v.invoice_tax_no.toUpperCase()))
        need('invoice_tax_no', '纳税人识别号（统一社会信用代码）校验位不正确，请核对');
    }
    if (v.invoice_type === 1 && v.invoice_email && !EMAIL_RE.test(v.invoice_email)) need('invoice_email', '请输入正确的邮箱地址');
    if (v.invoice_type === 2) {
      if (!v.invoice_address) need('invoice_address', '请填写注册地址');
      if (!v.invoice_phone || !(LANDLINE_RE.test(v.invoice_phone) || MOBILE_RE.test(v.invoice_phone))) need('invoice_phone', '请填写正确的注册电话');
      if (!v.invoice_bank) need('invoice_bank', '请填写开户银行');
      if (!/^\d{8,30}$/.test(v.invoice_account)) need('invoice_account', '请填写正确的银行账号');
    }
    const anyHm = v.hm_name || v.hm_id_number || v.hm_phone;
    if (anyHm) checkReceiver(v, need);
  });

type Need = (path: string, message: string) => void;
function checkReceiver(v: { hm_name: string; hm_id_number: string; hm_phone: string }, need: Need) {
  if (!v.hm_name) need('hm_name', '请填写含麻收货人姓名');
  if (!ID_NUMBER_RE.test(v.hm_id_number.toUpperCase())) need('hm_id_number', '请填写正确的 18 位身份证号');
  if (!MOBILE_RE.test(v.hm_phone)) need('hm_phone', '请填写正确的手机号');
}

export const receiverInput = z
  .object({
    hm_name: required('含麻收货人姓名', 20),
    hm_id_number: text('身份证号', 18),
    hm_phone: text('含麻收货人手机号', 11),
  })
  .superRefine((v, ctx) => checkReceiver(v, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message })));

export function receiverOf(v: { hm_name: string; hm_id_number: string; hm_phone: string }): EphedrineReceiver | null {
  return v.hm_name ? { name: v.hm_name, idNumber: v.hm_id_number.toUpperCase(), phone: v.hm_phone } : null;
}

export function invoiceOf(v: z.infer<typeof createInput>): InvoiceSnapshot {
  if (v.invoice_type === 1) return { type: 'normal', title: v.invoice_title, taxNo: v.invoice_tax_no.toUpperCase(), email: v.invoice_email };
  if (v.invoice_type === 2) {
    return {
      type: 'vat',
      title: v.invoice_title,
      taxNo: v.invoice_tax_no.toUpperCase(),
      address: v.invoice_address,
      phone: v.invoice_phone,
      bank: v.invoice_bank,
      account: v.invoice_account,
    };
  }
  return { type: 'none' };
}

export const orderIdInput = z.object({ order_id: idField('订单') });

const day = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? undefined : v),
  safeText({ error: '日期格式不正确' }).regex(DAY, { error: '日期格式应为 YYYY-MM-DD', abort: true }).refine(isCalendarDay, '日期无效').optional(),
);
const pageNo = z.preprocess(
  (v) => (v === undefined || v === '' ? 1 : Number(v)),
  z.number({ error: '页码不正确' }).int('页码不正确').min(1, '页码不正确').max(10_000, '页码不正确'),
);

export const listInput = z.object({
  status: z.preprocess((v) => (v === undefined || v === '' ? 'all' : v), z.enum(ORDER_TABS, { error: '订单状态不正确' })),
  keyword: text('搜索关键词', 50),
  start_time: day,
  end_time: day,
  page: pageNo,
  page_size: z.preprocess(
    (v) => (v === undefined || v === '' ? 10 : Number(v)),
    z.number({ error: '每页条数不正确' }).int('每页条数不正确').min(1, '每页条数不正确').max(50, '每页最多 50 条'),
  ),
});

export const moneyLogInput = z.object({
  page: pageNo,
  use_type: z.preprocess(
    (v) => (v === undefined || v === '' || v === '0' ? undefined : v),
    z.enum(['recharge', 'payment', 'refund', 'cashback', 'adjustment'], { error: '类型不正确' }).optional(),
  ),
  start_time: day,
  end_time: day,
});

export const creditListInput = z.object({
  page: pageNo,
  type: z.preprocess((v) => (v === undefined || v === '' ? 0 : Number(v)), z.number({ error: '类型不正确' }).int('类型不正确').min(0, '类型不正确').max(4, '类型不正确')),
});

export const cancelInput = z.object({ reason: text('取消原因', 100) });

export const returnInput = z
  .object({
    kind: z.preprocess((v) => (v === undefined || v === '' ? 'return' : v), z.enum(['return', 'after_sales'], { error: '请选择退货或售后' })),
    reason: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), safeText({ error: '请选择原因' }).min(1, '请选择原因').max(30, '原因不能超过 30 个字')),
    description: text('问题描述', 500),
    lines: z.preprocess(
      (v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.values(v) : v),
      z
        .array(z.object({ line_id: idField('商品'), number: idField('退货数量') }), { error: '请选择要退货的商品和数量' })
        .min(1, '请选择要退货的商品和数量')
        .max(100, '商品过多'),
    ),
  })
  .superRefine((v, ctx) => {
    // Each order line at most once per request (listing one line many times once multiplied its refund).
    const seen = new Set<number>();
    v.lines.forEach((l, i) => {
      if (seen.has(l.line_id)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'line_id'], message: '同一商品只能填写一次，请合并数量' });
      seen.add(l.line_id);
    });
  });
