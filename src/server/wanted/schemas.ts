import { z } from 'zod';
import { text as safeText } from '../http/text';
import { optionalYuan } from '../http/money';
import { LANDLINE_RE, MOBILE_RE } from '../accounts/validation';
import type { WantedStatus } from '../db/schema';

export const WANTED_STATUS_TEXT: Record<WantedStatus, string> = {
  pending: '待处理',
  accepted: '已采纳',
  listed: '已上架',
  rejected: '未采纳',
};

const text = (label: string, max: number) =>
  safeText({ error: `${label}格式不正确` })
    .trim()
    .max(max, `${label}不能超过 ${max} 个字`)
    .default('');

/** The 新增求购 form (also the prefill of /pzqg/add, minus contact and photo). */
export const wantedInput = z.object({
  name: safeText({ error: '请填写商品名称' }).trim().min(1, '请填写商品名称').max(50, '商品名称不能超过 50 个字'),
  spec: text('规格', 50),
  maker: text('生产厂家', 60),
  approval: text('批准文号', 50),
  barcode: safeText({ error: '条形码格式不正确' })
    .trim()
    .refine((v) => v === '' || /^(69|\d{2})\d{11}$/.test(v), '条形码应为 13 位数字（如 69 开头的商品条码）')
    .default(''),
  quantity: z.coerce.number({ error: '请填写求购数量' }).int('求购数量须为整数').min(1, '求购数量至少为 1').max(999_999, '求购数量不能超过 999999'),
  price: optionalYuan('可接受价格', { digits: 7, messages: { required: '可接受价格格式不正确（最多两位小数）', format: '可接受价格格式不正确（最多两位小数）' } }),
  elsewhere_price: optionalYuan('他处进价', { digits: 2, messages: { required: '他处进价格式不正确（最多两位小数）', format: '他处进价格式不正确（最多两位小数）' } }),
  contact: safeText({ error: '请填写联系人' }).trim().min(2, '联系人至少 2 个字').max(20, '联系人不能超过 20 个字'),
  phone: safeText({ error: '请填写联系电话' })
    .trim()
    .min(1, '请填写联系电话')
    .refine((v) => MOBILE_RE.test(v) || LANDLINE_RE.test(v), '请填写正确的手机号或固定电话'),
  remark: text('备注', 200),
});
export type WantedInput = z.infer<typeof wantedInput>;

/** Query params of /pzqg/add: every field optional, silently trimmed to its limit. */
export function wantedPrefill(params: URLSearchParams) {
  const take = (name: string, max: number) => (params.get(name) ?? '').trim().slice(0, max);
  const quantity = Number.parseInt(params.get('quantity') ?? '', 10);
  return {
    name: take('name', 50),
    spec: take('spec', 50),
    maker: take('maker', 60),
    approval: take('approval', 50),
    barcode: /^\d{13}$/.test(take('barcode', 13)) ? take('barcode', 13) : '',
    quantity: Number.isSafeInteger(quantity) && quantity >= 1 && quantity <= 999_999 ? quantity : null,
  };
}
