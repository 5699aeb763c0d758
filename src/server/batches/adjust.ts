/**
 * Stock adjustments of a batched goods (盘点, 报损, the Excel import's stock column): `delta` units in or
 * out, FEFO across the sellable batches for a decrease, into the named batch (or the first-expiring one)
 * for an increase. Each batch moved gets its ledger row; goods.stock is re-derived. Never below zero:
 * a decrease larger than what can be sold now is refused.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/rows';
import { stockMovements } from '../db/schema';
import { BusinessError } from '../http/errors';
import { BATCH_CONFLICT } from './errors';
import { lockGoods, refreshGoods } from './refresh';

/** True when the goods is stocked by batch (has at least one batch row). */
export async function hasBatches(tx: Tx | Db, goodsId: number): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(tx as Db, sql`select 1 as one from goods_batches where goods_id = ${goodsId} limit 1`);
  return rows.length > 0;
}

export async function adjustBatches(
  tx: Tx,
  goodsId: number,
  delta: number,
  reason: string,
  operatorId: number | null,
  batchNo?: string,
): Promise<{ before: number; after: number }> {
  await lockGoods(tx, [goodsId]);
  const [g] = await queryRows<{ stock: number }>(tx as unknown as Db, sql`select stock from goods where id = ${goodsId}`);
  const before = Number(g!.stock);
  if (delta < 0 && before + delta < 0) throw new BusinessError(BATCH_CONFLICT, `库存不足：当前可售 ${before}，不能减少 ${-delta}`);
  const batches = await queryRows<{ id: number; batch_no: string; stock: number }>(
    tx as unknown as Db,
    sql`select id, batch_no, stock from goods_batches where goods_id = ${goodsId} and status = '正常' order by expiry_date, id`,
  );
  const moves: { id: number; n: number }[] = [];
  if (delta > 0) {
    const target = (batchNo ? batches.find((b) => b.batch_no === batchNo) : batches[0]) ?? null;
    if (!target) throw new BusinessError(BATCH_CONFLICT, batchNo ? `没有可售批号 ${batchNo}` : '该商品没有可售批次：请先入库一个批次');
    moves.push({ id: Number(target.id), n: delta });
  } else {
    let owed = -delta;
    for (const b of [...batches].reverse()) {
      // Latest expiry first: the units kept are the ones reserved orders will ship (FEFO).
      const n = Math.min(owed, Number(b.stock));
      if (n > 0) moves.push({ id: Number(b.id), n: -n });
      owed -= n;
    }
  }
  for (const m of moves) {
    const [row] = await queryRows<{ stock: number }>(
      tx as unknown as Db,
      sql`update goods_batches set stock = stock + ${m.n} where id = ${m.id} and stock + ${m.n} >= 0 returning stock`,
    );
    await tx.insert(stockMovements).values({ goodsId, batchId: m.id, delta: m.n, stockAfter: Number(row!.stock), reason, operatorId });
  }
  await refreshGoods(tx, [goodsId]);
  const [a] = await queryRows<{ stock: number }>(tx as unknown as Db, sql`select stock from goods where id = ${goodsId}`);
  return { before, after: Number(a!.stock) };
}

/**
 * Sets one batch's units on hand (the Excel import's 库存 per batch row) with a ledger row for the
 * difference. A 停售/召回 batch is not adjusted; a decrease never takes units that open orders hold.
 * Returns the difference (0: nothing written).
 */
export async function setBatchStock(tx: Tx, goodsId: number, batchNo: string, stock: number, reason: string, operatorId: number | null): Promise<number> {
  await lockGoods(tx, [goodsId]);
  const [b] = await queryRows<{ id: number; stock: number; status: string }>(
    tx as unknown as Db,
    sql`select id, stock, status from goods_batches where goods_id = ${goodsId} and batch_no = ${batchNo}`,
  );
  if (!b) throw new BusinessError(BATCH_CONFLICT, `没有批号 ${batchNo}`);
  const delta = stock - Number(b.stock);
  if (delta === 0) return 0;
  if (b.status !== '正常') throw new BusinessError(BATCH_CONFLICT, `批号 ${batchNo} 已${b.status}，不能调整库存`);
  const [g] = await queryRows<{ stock: number }>(tx as unknown as Db, sql`select stock from goods where id = ${goodsId}`);
  if (Number(g!.stock) + delta < 0) throw new BusinessError(BATCH_CONFLICT, `批号 ${batchNo} 不能减少 ${-delta}：未发货订单占用，当前可售 ${g!.stock}`);
  await queryRows(tx as unknown as Db, sql`update goods_batches set stock = ${stock} where id = ${b.id}`);
  await tx.insert(stockMovements).values({ goodsId, batchId: Number(b.id), delta, stockAfter: stock, reason, operatorId });
  await refreshGoods(tx, [goodsId]);
  return delta;
}
