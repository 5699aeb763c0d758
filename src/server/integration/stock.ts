import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/client';
import { goods, stockMovements } from '../db/schema';
import { erpCode, type ItemResult } from './goods-upsert';

const day = (label: string) => z.string({ error: `请输入${label}` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`);

/** The ERP's stock of one batch of a goods. */
export const stockItem = z
  .object({
    erp_code: erpCode,
    batch_no: z.string({ error: '请输入批号' }).trim().min(1, '请输入批号').max(30, '批号最多 30 个字'),
    production_date: day('生产日期'),
    expiry_date: day('有效期至'),
    quantity: z.number({ error: '请输入数量' }).int('数量应为整数').min(0, '数量不能小于 0').max(10_000_000, '数量过大'),
    status: z.enum(['normal', 'stopped', 'recalled'], { error: '状态应为 normal（正常）、stopped（停售）或 recalled（召回）' }).default('normal'),
  })
  .refine((v) => v.expiry_date > v.production_date, { path: ['expiry_date'], message: '有效期须晚于生产日期' })
  .meta({ id: 'StockItem', description: '批次库存：批号、生产日期、有效期至、数量、状态（停售/召回的批次不可售）' });

/**
 * Stock of a batch, on the goods-level stock and batch fields (until goods_batches lands, issue
 * "Stock by batch"): the sellable quantity becomes the batch's (0 when stopped or recalled), moved
 * by a stock movement with the reason, and the goods shows the batch's number and dates.
 */
async function setBatchStock(tx: Tx, goodsId: number, v: z.infer<typeof stockItem>, stock: number): Promise<void> {
  const sellable = v.status === 'normal' ? v.quantity : 0;
  const delta = sellable - stock;
  await tx
    .update(goods)
    .set({ stock: sellable, batchNo: v.batch_no, productionDate: v.production_date, expiryDate: v.expiry_date, version: sql`${goods.version} + 1` })
    .where(eq(goods.id, goodsId));
  const reason = `ERP 库存同步 批号 ${v.batch_no}${v.status === 'normal' ? '' : v.status === 'stopped' ? '（停售）' : '（召回）'}`;
  if (delta !== 0) await tx.insert(stockMovements).values({ goodsId, delta, stockAfter: sellable, reason, operatorId: null });
}

export async function setStock(tx: Tx, raw: unknown[]): Promise<ItemResult[]> {
  const results: ItemResult[] = [];
  for (const [index, input] of raw.entries()) {
    const parsed = stockItem.safeParse(input);
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (errors[issue.path.join('.') || 'item'] ??= []).push(issue.message);
      const code = (input as { erp_code?: unknown } | null)?.erp_code;
      results.push({ index, erp_code: typeof code === 'string' ? code : null, ok: false, errors, message: Object.values(errors)[0]![0] });
      continue;
    }
    const [g] = await tx.select({ id: goods.id, stock: goods.stock }).from(goods).where(eq(goods.erpCode, parsed.data.erp_code)).for('update');
    if (!g) {
      results.push({ index, erp_code: parsed.data.erp_code, ok: false, errors: { erp_code: ['没有该商品编码的商品'] }, message: '没有该商品编码的商品' });
      continue;
    }
    await setBatchStock(tx, g.id, parsed.data, g.stock);
    results.push({ index, erp_code: parsed.data.erp_code, ok: true, action: 'updated', id: g.id });
  }
  return results;
}
