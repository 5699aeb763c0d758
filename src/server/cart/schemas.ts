/**
 * Input of the cart API (zod, Chinese messages; the shared fields are in `http/fields.ts`). Bad
 * quantities are 422s.
 */
import { z } from 'zod';
import { MAX_LINE_NUMBER } from '../pricing';
import { DECIMAL, DIGITS, idField, idList, numeric } from '../http/fields';
import { fenOf } from '../http/money';

/** Cart quantity: an integer 1 … 99 999 (spec section 5: "cart quantity is an integer"). */
export const quantity = z.preprocess(
  numeric(DECIMAL),
  z
    .number({ error: '购买数量必须是数字' })
    .refine((n) => Number.isFinite(n), '购买数量必须是数字')
    .refine((n) => Number.isInteger(n), '购买数量必须是整数')
    .refine((n) => n >= 1, '购买数量至少为 1')
    .refine((n) => n <= MAX_LINE_NUMBER, `购买数量不能超过 ${MAX_LINE_NUMBER}`),
);

/** The price the client showed (yuan, up to 2 decimals): only used to tell the buyer it changed. */
const shownPrice = z.preprocess(
  (value) => (value === '' || value === null ? undefined : numeric(DECIMAL)(value)),
  z
    .number({ error: '价格格式不正确' })
    .min(0, '价格格式不正确')
    .max(100_000_000, '价格格式不正确')
    .refine((n) => fenOf(String(n)) !== null, '价格格式不正确')
    .optional(),
);

const lineType = z.preprocess(numeric(DIGITS), z.union([z.literal(1), z.literal(3)], { error: '商品类型不正确' }).optional());

export const addLine = z.object({
  goods_id: idField('商品'),
  number: quantity,
  price: shownPrice,
  ck_id: z.preprocess(numeric(DIGITS), z.number({ error: '仓库不正确' }).int('仓库不正确').min(0, '仓库不正确').max(2_147_483_647, '仓库不正确').default(0)),
  type: lineType,
});
export type AddLine = z.infer<typeof addLine>;

/** At most this many lines per add request. */
export const MAX_ADD_LINES = 100;

/**
 * The add body: an array of lines — as the whole JSON body, or under `goods` / `lines` / `data`
 * (form: `goods[0][goods_id]=…`) — or one line given flat.
 */
export function addBody(body: unknown): unknown {
  if (Array.isArray(body)) return { lines: body };
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const list = b.goods ?? b.lines ?? b.data;
    if (list !== undefined) return { lines: Array.isArray(list) ? list : typeof list === 'object' && list ? Object.values(list) : list };
    if ('goods_id' in b) return { lines: [b] };
  }
  return { lines: undefined };
}

export const addInput = z.object({
  lines: z.array(addLine, { error: '请选择要加入购物车的商品' }).min(1, '请选择要加入购物车的商品').max(MAX_ADD_LINES, `一次最多加入 ${MAX_ADD_LINES} 种商品`),
});

export const editInput = z.object({ number: quantity });

export const selectInput = z.object({
  ids: idList('商品'),
  is_selected: z.preprocess(
    (v) => (v === true || v === 'true' ? 1 : v === false || v === 'false' ? 0 : numeric(DIGITS)(v)),
    z.union([z.literal(0), z.literal(1)], { error: '选择状态不正确' }),
  ),
});

export const idsInput = z.object({ ids: idList('商品') });

export const copyInput = z.object({ ids: idList('商品'), other_user_ids: idList('门店', 50) });

export const quickAddInput = z.object({ number: quantity.optional(), price: shownPrice, ck_id: addLine.shape.ck_id });

/** List filters: `filter` 99999 = all (the spec's default). */
export const FILTER_ALL = 99_999;
export const listQuery = z.object({
  filter: z.preprocess((v) => (v === undefined || v === '' ? FILTER_ALL : numeric(DIGITS)(v)), z.number({ error: '筛选条件不正确' }).int('筛选条件不正确')),
});

export const hintQuery = z.object({
  goods_id: idField('商品').optional(),
  activity_id: idField('活动').optional(),
});
