/**
 * The batch side of the goods file (issue 24): the file has one row per goods and batch (批号, 生产日期,
 * 有效期至, 库存 = that batch's units on hand). For a goods stocked by batch a row sets its batch's stock
 * (a ledger row for the difference) or takes in a new batch; a goods not yet stocked by batch keeps one
 * row and its goods-level stock. A new goods gets a batch per row (its rows share 通用名, 商品名, 规格, 生产企业, 批准文号).
 */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { goodsBatches, stockMovements, type BatchStatus } from '../db/schema';
import { setBatchStock } from '../batches/adjust';
import { receiveBatch } from '../batches/receive';
import type { GoodsRowInput } from './goods-columns';

export type FileBatch = { productionDate: string; expiryDate: string; stock: number; status: BatchStatus };

/** The batches of the goods (by id), by 批号. A goods missing from the map has no batch. */
export async function batchesByGoods(conn: Db | Tx, ids: readonly number[]): Promise<Map<number, Map<string, FileBatch>>> {
  const out = new Map<number, Map<string, FileBatch>>();
  if (ids.length === 0) return out;
  const rows = await conn
    .select()
    .from(goodsBatches)
    .where(inArray(goodsBatches.goodsId, [...new Set(ids)]));
  for (const b of rows) {
    const m = out.get(b.goodsId) ?? new Map<string, FileBatch>();
    m.set(b.batchNo, { productionDate: b.productionDate, expiryDate: b.expiryDate, stock: b.stock, status: b.status });
    out.set(b.goodsId, m);
  }
  return out;
}

/** A row against its goods' batches: the refusals and the preview's change lines. */
export function batchRowPlan(d: GoodsRowInput, known: Map<string, FileBatch>): { errors: string[]; changes: string[] } {
  const b = known.get(d.批号);
  if (!b) return { errors: [], changes: d.库存 > 0 ? [`新批号 ${d.批号}（有效期至 ${d.有效期至}）入库 ${d.库存}`] : [] };
  if (b.productionDate !== d.生产日期 || b.expiryDate !== d.有效期至) {
    return { errors: [`批号：${d.批号} 已存在（生产日期 ${b.productionDate}，有效期至 ${b.expiryDate}），日期不一致`], changes: [] };
  }
  if (b.stock === d.库存) return { errors: [], changes: [] };
  if (b.status !== '正常') return { errors: [`库存：批号 ${d.批号} 已${b.status}，不能导入库存`], changes: [] };
  return { errors: [], changes: [`批号 ${d.批号} 库存：${b.stock} → ${d.库存}`] };
}

/** Applies one row's batch of a goods stocked by batch, in the caller's transaction. */
export async function applyBatchRow(tx: Tx, goodsId: number, d: GoodsRowInput, exists: boolean, operatorId: number): Promise<void> {
  if (exists) await setBatchStock(tx, goodsId, d.批号, d.库存, '批量导入：库存调整', operatorId);
  else if (d.库存 > 0) {
    await receiveBatch(tx, {
      goodsId,
      batchNo: d.批号,
      productionDate: d.生产日期,
      expiryDate: d.有效期至,
      number: d.库存,
      reason: '批量导入：新批次入库',
      operatorId,
    });
  }
}

/** The batches of new goods (a row each, its stock = the row's 库存; nothing is reserved yet), with their ledger rows. */
export async function firstBatches(tx: Tx, rows: readonly { goodsId: number; d: GoodsRowInput }[], operatorId: number): Promise<void> {
  if (rows.length === 0) return;
  const made = await tx
    .insert(goodsBatches)
    .values(rows.map(({ goodsId, d }) => ({ goodsId, batchNo: d.批号, productionDate: d.生产日期, expiryDate: d.有效期至, stock: d.库存 })))
    .returning({ id: goodsBatches.id, goodsId: goodsBatches.goodsId, stock: goodsBatches.stock });
  const moves = made
    .filter((b) => b.stock > 0)
    .map((b) => ({ goodsId: b.goodsId, batchId: b.id, delta: b.stock, stockAfter: b.stock, reason: '批量导入：新建商品初始库存', operatorId }));
  if (moves.length) await tx.insert(stockMovements).values(moves);
}
