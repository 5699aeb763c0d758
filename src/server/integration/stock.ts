import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/client';
import { goods, goodsBatches, stockMovements } from '../db/schema';
import { BusinessError } from '../http/errors';
import { receiveBatch, receiveInput } from '../batches/receive';
import { lockGoods, refreshGoods } from '../batches/refresh';
import { erpCode, type ItemResult } from './goods-upsert';

const STATUS = { normal: '正常', stopped: '停售', recalled: '召回' } as const;

/** The ERP's stock of one batch of a goods: the batches module's stock-in fields plus the count on hand and the status. */
export const stockItem = z
  .object({
    erp_code: erpCode,
    batch_no: receiveInput.shape.batch_no,
    production_date: receiveInput.shape.production_date,
    expiry_date: receiveInput.shape.expiry_date,
    quantity: z.number({ error: '请输入数量' }).int('数量应为整数').min(0, '数量不能小于 0').max(10_000_000, '数量过大').meta({ description: '该批次在库数量（覆盖，不是增量）' }),
    status: z.enum(['normal', 'stopped', 'recalled'], { error: '状态应为 normal（正常）、stopped（停售）或 recalled（召回）' }).default('normal'),
  })
  .refine((v) => v.expiry_date > v.production_date, { path: ['expiry_date'], message: '有效期至应晚于生产日期' })
  .meta({ id: 'StockItem', description: '批次库存：批号、生产日期、有效期至、在库数量、状态（停售/召回的批次不可售）' });

/**
 * Sets one batch to the ERP's count and status (src/server/batches): a new batch is a stock-in
 * (`receiveBatch`); a known one moves by the difference with a movement naming the batch; then the
 * goods' sellable stock and next batch are derived again (`refreshGoods`).
 */
async function setBatch(tx: Tx, goodsId: number, v: z.infer<typeof stockItem>, keyName: string): Promise<void> {
  const reason = `ERP 库存同步（${keyName}）：批号 ${v.batch_no}`;
  await lockGoods(tx, [goodsId]);
  const [old] = await tx
    .select()
    .from(goodsBatches)
    .where(and(eq(goodsBatches.goodsId, goodsId), eq(goodsBatches.batchNo, v.batch_no)))
    .for('update');
  if (!old) {
    if (v.quantity > 0) await receiveBatch(tx, { goodsId, batchNo: v.batch_no, productionDate: v.production_date, expiryDate: v.expiry_date, number: v.quantity, reason });
    if (v.status !== 'normal' || v.quantity === 0) {
      if (v.quantity === 0) return;
      await tx
        .update(goodsBatches)
        .set({ status: STATUS[v.status], statusReason: reason })
        .where(and(eq(goodsBatches.goodsId, goodsId), eq(goodsBatches.batchNo, v.batch_no)));
      await refreshGoods(tx, [goodsId]);
    }
    return;
  }
  if (old.productionDate !== v.production_date || old.expiryDate !== v.expiry_date) {
    throw new BusinessError(40910, `批号 ${v.batch_no} 已存在（生产日期 ${old.productionDate}，有效期至 ${old.expiryDate}），日期不一致`, 409);
  }
  const delta = v.quantity - old.stock;
  await tx
    .update(goodsBatches)
    .set({ stock: v.quantity, status: STATUS[v.status], ...(STATUS[v.status] !== old.status ? { statusReason: reason } : {}) })
    .where(eq(goodsBatches.id, old.id));
  if (delta !== 0) await tx.insert(stockMovements).values({ goodsId, batchId: old.id, delta, stockAfter: v.quantity, reason, operatorId: null });
  await refreshGoods(tx, [goodsId]);
}

export async function setStock(tx: Tx, raw: unknown[], keyName: string): Promise<ItemResult[]> {
  const results: ItemResult[] = [];
  for (const [index, input] of raw.entries()) {
    const parsed = stockItem.safeParse(input);
    const code = (input as { erp_code?: unknown } | null)?.erp_code;
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (errors[issue.path.join('.') || 'item'] ??= []).push(issue.message);
      results.push({ index, erp_code: typeof code === 'string' ? code : null, ok: false, errors, message: Object.values(errors)[0]![0] });
      continue;
    }
    const [g] = await tx.select({ id: goods.id, type: goods.type }).from(goods).where(eq(goods.erpCode, parsed.data.erp_code));
    if (!g || g.type !== 1) {
      const message = g ? '组合套餐没有批次' : '没有该商品编码的商品';
      results.push({ index, erp_code: parsed.data.erp_code, ok: false, errors: { erp_code: [message] }, message });
      continue;
    }
    try {
      await tx.transaction((sp) => setBatch(sp as unknown as Tx, g.id, parsed.data, keyName));
      results.push({ index, erp_code: parsed.data.erp_code, ok: true, action: 'updated', id: g.id });
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error;
      results.push({ index, erp_code: parsed.data.erp_code, ok: false, errors: { batch_no: [error.message] }, message: error.message });
    }
  }
  return results;
}
