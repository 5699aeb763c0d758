import { z } from 'zod';
import { DAY, isCalendarDay } from '../http/fields';
import { COMPANY_TYPES } from '../db/schema';
import { PROVINCE_NAMES } from '../reference/places';
import { shanghaiToday } from '../../lib/time';
import { flag, int } from './promo-inputs';
import { yuan } from '../http/money';

/**
 * The goods editor's input: one zod schema for every field the shop uses (Chinese messages, 422
 * per field, cross-field rules reported on the field they concern). goods-editor.ts writes it.
 */
export const KINDS = ['medicine', 'herbal', 'device'] as const;
export const RX_CLASSES = ['Rx', 'OTC甲', 'OTC乙'] as const;
export const MAX_TIERS = 5;
/** The initial stock of a goods created in the editor is recorded with this reason. */
export const NEW_STOCK_REASON = '新品入库';

const text = (label: string, max: number, required = false) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .max(max, `${label}最多 ${max} 个字`)
    .refine((v) => !required || v.length > 0, `请输入${label}`);
const day = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .min(1, { error: `请输入${label}`, abort: true })
    .regex(DAY, { error: `${label}格式应为 YYYY-MM-DD`, abort: true })
    .refine(isCalendarDay, `${label}不是有效日期`);
const optionalId = z.union([z.literal(''), z.null(), z.coerce.number().int().min(1)]).transform((v) => (v === '' || v === null ? null : v));
const list = <T extends z.ZodType>(item: T) => z.union([z.array(item), item.transform((v) => [v])]).default([]);

/** EAN-13 / EAN-8 check digit. */
function eanOk(code: string): boolean {
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

const tierInput = z.object({ number: int('阶梯数量', 2, 1_000_000), price: yuan('阶梯单价', { positive: true }) });

/** Every field of a goods as the console edits it (the open API's goods upsert takes the same). */
export const goodsShape = {
  kind: z.enum(KINDS, { error: '请选择商品类型' }),
  name: text('通用名', 60, true),
  trade_name: text('商品名', 60).default(''),
  category_id: z.coerce.number({ error: '请选择分类' }).int('请选择分类').min(1, '请选择分类'),
  manufacturer: text('生产厂家', 60, true),
  brand_id: optionalId.default(null),
  spec: text('规格', 60, true),
  unit: text('单位', 8, true),
  dosage_form: text('剂型', 20).default(''),
  approval_no: text('批准文号/注册证号', 60).default(''),
  holder: text('上市许可持有人', 60).default(''),
  barcode: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || (/^(\d{8}|\d{13})$/.test(v) && eanOk(v)), '条码应为 13 位（或 8 位）商品条码，校验位正确'),
  rx_class: z.enum(['', ...RX_CLASSES], { error: '处方类别应为 Rx、OTC甲 或 OTC乙' }).default(''),
  origin: text('产地', 30).default(''),
  grade: text('等级', 20).default(''),
  device_class: z.enum(['', '1', '2', '3'], { error: '器械类别应为 I、II 或 III 类' }).default(''),
  base_price: yuan('供货价', { positive: true }),
  retail_price: yuan('建议零售价', { positive: true }),
  ladder_price_type: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)], { error: '请选择阶梯价类型' }))
    .default(0),
  ladder: z.array(tierInput, { error: '阶梯价格式不正确' }).max(MAX_TIERS, `阶梯价最多 ${MAX_TIERS} 档`).default([]),
  mid_pack: int('中包装', 1, 100_000),
  case_pack: int('件装', 1, 1_000_000),
  only_mid_pack: flag.default(false),
  xg_number: int('限购', -1, 100_000),
  is_dpby: flag.default(false),
  qg_number: int('起购数量', 0, 100_000).default(0),
  is_free_shipping: flag.default(false),
  free_shipping_number: int('满件包邮数量', 0, 100_000).default(0),
  tag_ids: list(z.coerce.number().int().min(1)),
  is_ephedrine: flag.default(false),
  ephedrine_limit: int('含麻每单限购', 0, 100_000).default(0),
  is_controlled: flag.default(false),
  control_company_types: list(z.enum(COMPANY_TYPES, { error: '客户类型不正确' })),
  control_provinces: list(z.string().refine((p) => PROVINCE_NAMES.includes(p), '地区不正确')),
  batch_no: text('批号', 30, true),
  production_date: day('生产日期'),
  expiry_date: day('有效期至'),
  is_on_sale: flag.default(false),
};

const shape = goodsShape;
export type Shape = z.infer<z.ZodObject<typeof shape>>;

/** Rules between fields, each reported on the field the operator has to change. */
export function crossCheck(v: Shape, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (v.kind !== 'herbal') {
    if (v.origin) issue(['origin'], '产地仅用于中药饮片');
    if (v.grade) issue(['grade'], '等级仅用于中药饮片');
  }
  if (v.kind === 'device' && !v.device_class) issue(['device_class'], '请选择器械类别');
  if (v.kind !== 'device' && v.device_class) issue(['device_class'], '器械类别仅用于医疗器械');
  if (v.kind !== 'medicine' && v.rx_class) issue(['rx_class'], '处方类别仅用于药品');
  if (v.kind !== 'medicine' && v.is_ephedrine) issue(['is_ephedrine'], '含麻黄碱仅用于药品');
  if (v.retail_price < v.base_price) issue(['retail_price'], '建议零售价不能低于供货价');
  // Ladder: quantities rising, each price lower than the one before (the first not above the supply price).
  v.ladder.forEach((t, i) => {
    const prev = v.ladder[i - 1];
    if (prev && t.number <= prev.number) issue(['ladder', i, 'number'], `第 ${i + 1} 档数量须大于第 ${i} 档`);
    if (!prev && t.price > v.base_price) issue(['ladder', i, 'price'], '阶梯单价不能高于供货价');
    if (prev && t.price >= prev.price) issue(['ladder', i, 'price'], `第 ${i + 1} 档单价须低于第 ${i} 档`);
    if (v.only_mid_pack && t.number % v.mid_pack !== 0) issue(['ladder', i, 'number'], `按中包装购买时阶梯数量须为中包装（${v.mid_pack}）的倍数`);
  });
  if (v.mid_pack > v.case_pack) issue(['mid_pack'], '中包装不能大于件装');
  else if (v.case_pack % v.mid_pack !== 0) issue(['case_pack'], `件装须为中包装（${v.mid_pack}）的整数倍`);
  if (v.only_mid_pack && v.mid_pack < 2) issue(['only_mid_pack'], '中包装大于 1 时才能按中包装倍数购买');
  if (v.only_mid_pack && v.xg_number > 0 && v.xg_number % v.mid_pack !== 0) issue(['xg_number'], `限购数量须为中包装（${v.mid_pack}）的倍数`);
  if (v.is_dpby && v.qg_number < 1) issue(['qg_number'], '单品包邮请填写起购数量（至少 1）');
  if (v.is_dpby && v.xg_number > 0 && v.qg_number > v.xg_number) issue(['qg_number'], '起购数量不能大于限购数量');
  if (v.is_dpby && v.only_mid_pack && v.qg_number % v.mid_pack !== 0) issue(['qg_number'], `起购数量须为中包装（${v.mid_pack}）的倍数`);
  if (v.is_free_shipping && v.free_shipping_number < 1) issue(['free_shipping_number'], '满件包邮请填写数量（至少 1）');
  if (v.is_dpby && v.is_free_shipping) issue(['is_free_shipping'], '单品包邮与满件包邮只能选一种');
  if (v.is_controlled && !v.control_company_types.length && !v.control_provinces.length) issue(['control_company_types'], '控销商品请至少选择一种客户类型或一个地区');
  if (v.expiry_date <= v.production_date) issue(['expiry_date'], '有效期须晚于生产日期');
  if (v.production_date > shanghaiToday()) issue(['production_date'], '生产日期不能晚于今天');
}

/**
 * zod runs the object's refinement even when some fields failed (so the operator sees every problem
 * at once); a field that failed keeps its raw value, which a rule may not expect — that field is
 * already reported, so a rule tripping over it adds nothing.
 */
function safeCrossCheck(v: Shape, ctx: z.RefinementCtx): void {
  try {
    crossCheck(v, ctx);
  } catch {
    // the malformed field has its own message
  }
}

export const goodsCreateInput = z.object({ ...shape, stock: int('初始库存', 0, 10_000_000).default(0) }).superRefine(crossCheck);
export const goodsUpdateInput = z.object({ ...shape, version: z.coerce.number({ error: '缺少版本号，请刷新后重新编辑' }).int().min(1) }).superRefine(safeCrossCheck);
export type GoodsEditorInput = z.infer<typeof goodsUpdateInput>;
