/** Input of the purchase-plan API (zod, Chinese messages). Cells arrive as text (numbers accepted). */
import { z } from 'zod';
import { text as safeText } from '../http/text';
import { idField } from '../http/fields';
import { quantity } from '../cart/schemas';
import { MAX_PLAN_LINES } from './plan-table';

const cell = (max: number) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v), safeText({ error: '内容格式不正确' }).max(max, `内容不能超过 ${max} 个字`));

const shelfMonths = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.number({ error: '最短效期须为 0–60 个月' }).int('最短效期须为整月数').min(0, '最短效期须为 0–60 个月').max(60, '最短效期须为 0–60 个月'),
);

/** One imported line after the member's column mapping; `row` is its row in the file. */
export const planLine = z.object({
  row: z.number({ error: '行号不正确' }).int().min(1).max(1_048_576),
  name: cell(200).default(''),
  spec: cell(100).default(''),
  maker: cell(100).default(''),
  approval: cell(60).default(''),
  barcode: cell(40).default(''),
  quantity: cell(30).default(''),
});
export type PlanLineInput = z.infer<typeof planLine>;

const lines = <T extends z.ZodType>(item: T, max: number) => z.array(item, { error: '没有可导入的采购数据' }).min(1, '没有可导入的采购数据').max(max, `每次最多 ${max} 行`);

export const matchInput = z.object({ lines: lines(planLine, MAX_PLAN_LINES), min_shelf_months: shelfMonths.default(0) });

/** A line as the member has set it on the page: goods chosen (or switched), quantity wanted, chosen or skipped. */
export const priceLine = z.object({
  key: z
    .number({ error: '行号不正确' })
    .int()
    .min(0)
    .max(MAX_PLAN_LINES * 10),
  goods_id: idField('商品'),
  quantity,
  chosen: z.boolean().default(true),
});
export const priceInput = z
  .object({ lines: lines(priceLine, MAX_PLAN_LINES), min_shelf_months: shelfMonths.default(0) })
  .refine((v) => new Set(v.lines.map((l) => l.key)).size === v.lines.length, { message: '行号重复', path: ['lines'] });

export const cartInput = z.object({
  lines: lines(z.object({ goods_id: idField('商品'), number: quantity }), MAX_PLAN_LINES),
});

export const savedLine = z.object({
  goods_id: idField('商品').nullable().default(null),
  quantity,
  name: cell(200).default(''),
  spec: cell(100).default(''),
  maker: cell(100).default(''),
  approval: cell(60).default(''),
  barcode: cell(40).default(''),
});
export type SavedLineInput = z.infer<typeof savedLine>;

export const saveInput = z.object({
  id: idField('计划').optional(),
  name: safeText({ error: '请输入计划名称' }).trim().min(1, '请输入计划名称').max(30, '计划名称不能超过 30 个字'),
  min_shelf_months: shelfMonths.default(0),
  lines: lines(savedLine, MAX_PLAN_LINES),
});
export type SaveInput = z.infer<typeof saveInput>;

export const pasteInput = z.object({
  text: safeText({ error: '请粘贴从 Excel 复制的采购数据' }).min(1, '请粘贴从 Excel 复制的采购数据'),
});

/** Largest JSON body of the plan endpoints (2,000 lines with their texts). */
export const PLAN_BODY_LIMIT = 3 * 1024 * 1024;
