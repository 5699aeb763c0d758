import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/client';
import { goods } from '../db/schema';
import { ValidationError, BusinessError, NotFoundError } from '../http/errors';
import { createGoods, updateGoods } from '../console/goods-editor';
import { crossCheck, goodsShape } from '../console/goods-editor-input';
import { upsertBatch } from './goods-batch';

/** 商品编码: the ERP's item code, letters, digits and - _ . / (1–40). */
export const erpCode = z
  .string({ error: '请输入商品编码' })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/, '商品编码为 1–40 位字母、数字或 . _ / -')
  .meta({ description: '商品编码（ERP 自己的货品编码，唯一）', example: 'YP-000123' });

/** A goods as the ERP sends it: the console editor's fields and rules, keyed by 商品编码. */
export const goodsItem = z
  .object({ erp_code: erpCode, ...goodsShape })
  .superRefine(crossCheck)
  .meta({ id: 'GoodsItem', description: '商品（字段与控制台商品编辑一致；金额单位为元，最多两位小数）' });

export type ItemResult = { index: number; erp_code: string | null; ok: boolean; action?: 'created' | 'updated'; id?: number; errors?: Record<string, string[]>; message?: string };

function errorsOf(error: unknown): Pick<ItemResult, 'errors' | 'message'> {
  if (error instanceof ValidationError) return { errors: error.errors, message: error.message };
  if (error instanceof BusinessError || error instanceof NotFoundError) return { message: error.message };
  throw error;
}

/** Creates or saves the goods of one item inside the caller's transaction. */
async function upsertOne(tx: Tx, item: z.infer<typeof goodsItem>): Promise<{ action: 'created' | 'updated'; id: number }> {
  const { erp_code: code, ...fields } = item;
  const [found] = await tx.select({ id: goods.id, version: goods.version }).from(goods).where(eq(goods.erpCode, code)).for('update');
  if (found) {
    await updateGoods(tx, found.id, { ...fields, version: found.version });
    return { action: 'updated', id: found.id };
  }
  const created = await createGoods(tx, { ...fields, stock: 0 }, null);
  await tx.update(goods).set({ erpCode: code }).where(eq(goods.id, created.id));
  return { action: 'created', id: created.id };
}

/**
 * Bulk upsert: each item is validated on its own — an invalid item reports its fields and leaves
 * nothing, the others are applied (batched statements, goods-batch.ts; one savepoint per goods only
 * when the database refuses a row). Items are taken in 商品编码 order so that two
 * bulk calls touching the same goods lock them in the same order.
 */
export async function upsertGoods(tx: Tx, raw: unknown[]): Promise<ItemResult[]> {
  const parsed = raw.map((item, index) => ({ index, result: goodsItem.safeParse(item) }));
  const results: ItemResult[] = new Array(raw.length);
  const valid: { index: number; item: z.infer<typeof goodsItem> }[] = [];
  for (const { index, result } of parsed) {
    if (result.success) valid.push({ index, item: result.data });
    else {
      const errors: Record<string, string[]> = {};
      for (const issue of result.error.issues) (errors[issue.path.join('.') || 'item'] ??= []).push(issue.message);
      const code = (raw[index] as { erp_code?: unknown } | null)?.erp_code;
      results[index] = { index, erp_code: typeof code === 'string' ? code : null, ok: false, errors, message: Object.values(errors)[0]?.[0] ?? '参数错误' };
    }
  }
  const seen = new Set<string>();
  valid.sort((a, b) => (a.item.erp_code < b.item.erp_code ? -1 : a.item.erp_code > b.item.erp_code ? 1 : a.index - b.index));
  const unique: typeof valid = [];
  for (const v of valid) {
    if (!seen.has(v.item.erp_code)) {
      seen.add(v.item.erp_code);
      unique.push(v);
    } else results[v.index] = { index: v.index, erp_code: v.item.erp_code, ok: false, errors: { erp_code: ['同一请求中商品编码重复'] }, message: '同一请求中商品编码重复' };
  }
  const codeOf = new Map(unique.map((v) => [v.index, v.item.erp_code]));
  try {
    // The fast path: the whole batch in a few statements on one savepoint.
    for (const o of await tx.transaction((sp) => upsertBatch(sp as unknown as Tx, unique))) {
      const { index, ...rest } = o;
      results[index] = { index, erp_code: codeOf.get(index)!, ...rest };
    }
    return results;
  } catch {
    // A row the database refused undid the batch: one savepoint per goods finds which, the others are applied.
  }
  for (const { index, item } of unique) {
    try {
      const done = await tx.transaction((sp) => upsertOne(sp as unknown as Tx, item));
      results[index] = { index, erp_code: item.erp_code, ok: true, ...done };
    } catch (error) {
      results[index] = { index, erp_code: item.erp_code, ok: false, ...errorsOf(error) };
    }
  }
  return results;
}
