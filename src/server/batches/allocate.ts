/**
 * Shipping from batches: every order line's units are taken out of batches, first-expiring first
 * unless the operator gave the split; a line may span batches; a 停售/召回 batch is never used.
 * Runs inside the ship transaction after the order row is locked: goods rows are locked in id order,
 * then each batch is decremented by a conditional UPDATE (status 正常, stock ≥ n) in batch-id order —
 * an allocation that no longer fits is refused naming the batch, and the caller's transaction rolls back.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/rows';
import { orderLineBatches } from '../db/schema';
import { BusinessError } from '../http/errors';
import { ALLOCATION_STALE } from './errors';
import { lockGoods, refreshGoods, type Conn } from './refresh';

/** Units of one goods a shipped line must take out of batches (a combination line names each part). */
export type Need = { lineId: number; goodsId: number; name: string; number: number };
export type Pick = { batchNo: string; number: number };
export type Allocation = Need & { picks: Array<Pick & { batchId: number; expiryDate: string; productionDate: string }> };

type BatchRow = { id: number; goods_id: number; batch_no: string; production_date: string; expiry_date: string; stock: number; status: string };

/** What the order's lines take from batched goods: each line's own goods, or a combination's parts × quantity. */
export async function needsOf(conn: Conn, orderId: number): Promise<Need[]> {
  const rows = await queryRows<{ line_id: number; goods_id: number; name: string; number: number }>(
    conn as Db,
    sql`select l.id as line_id, l.goods_id, l.name, l.number from order_lines l
        where l.order_id = ${orderId} and exists (select 1 from goods_batches b where b.goods_id = l.goods_id)
        union all
        select l.id, ci.goods_id, g.name, ci.number * l.number from order_lines l
        join goods_combination_items ci on ci.combo_id = l.goods_id join goods g on g.id = ci.goods_id
        where l.order_id = ${orderId} and exists (select 1 from goods_batches b where b.goods_id = ci.goods_id)
        order by 1, 2`,
  );
  return rows.map((r) => ({ lineId: Number(r.line_id), goodsId: Number(r.goods_id), name: r.name, number: Number(r.number) }));
}

async function batchesFor(conn: Conn, goodsIds: readonly number[]): Promise<BatchRow[]> {
  if (goodsIds.length === 0) return [];
  return queryRows<BatchRow>(
    conn as Db,
    sql`select id, goods_id, batch_no, production_date::text as production_date, expiry_date::text as expiry_date, stock, status
        from goods_batches where goods_id in (${sql.join(
          goodsIds.map((i) => sql`${i}`),
          sql`, `,
        )}) order by goods_id, expiry_date, id`,
  );
}

/**
 * Plans the allocation: the operator's picks for a line (by 批号) or FEFO over the sellable batches'
 * units on hand. Pure over the rows given; throws the refusal a caller shows beside the form.
 */
export function plan(needs: readonly Need[], batches: readonly BatchRow[], given: ReadonlyMap<number, Pick[]> = new Map()): Allocation[] {
  const left = new Map(batches.map((b) => [Number(b.id), Number(b.stock)]));
  const byGoods = new Map<number, BatchRow[]>();
  for (const b of batches) byGoods.set(Number(b.goods_id), [...(byGoods.get(Number(b.goods_id)) ?? []), b]);
  return needs.map((need) => {
    const own = byGoods.get(need.goodsId) ?? [];
    const picks: Allocation['picks'] = [];
    const take = (b: BatchRow, n: number) => {
      left.set(Number(b.id), left.get(Number(b.id))! - n);
      const same = picks.find((p) => p.batchId === Number(b.id));
      if (same) same.number += n;
      else picks.push({ batchId: Number(b.id), batchNo: b.batch_no, number: n, expiryDate: b.expiry_date, productionDate: b.production_date });
    };
    // A combination line's picks name the batches of all its parts: each part takes the picks of its own batches.
    const forLine = given.get(need.lineId);
    const parts = needs.filter((n) => n.lineId === need.lineId);
    const chosen = parts.length > 1 ? forLine?.filter((p) => own.some((b) => b.batch_no === p.batchNo)) : forLine;
    if (parts.length > 1 && forLine?.length) {
      const stray = forLine.find((p) => !parts.some((n) => (byGoods.get(n.goodsId) ?? []).some((b) => b.batch_no === p.batchNo)));
      if (stray) throw new BusinessError(ALLOCATION_STALE, `「${need.name}」所在的组合没有批号 ${stray.batchNo}`);
    }
    if (forLine && forLine.length > 0) {
      const sum = (chosen ?? []).reduce((s, p) => s + p.number, 0);
      if (sum !== need.number) throw new BusinessError(ALLOCATION_STALE, `「${need.name}」分配 ${sum} 件，与订单数量 ${need.number} 不符`);
      for (const p of chosen ?? []) {
        const b = own.find((x) => x.batch_no === p.batchNo);
        if (!b) throw new BusinessError(ALLOCATION_STALE, `「${need.name}」没有批号 ${p.batchNo}`);
        if (b.status !== '正常') throw new BusinessError(ALLOCATION_STALE, `批号 ${p.batchNo} 已${b.status}，不能发货`);
        if (left.get(Number(b.id))! < p.number) throw new BusinessError(ALLOCATION_STALE, `批号 ${p.batchNo} 库存不足：现有 ${left.get(Number(b.id))} 件，不能分配 ${p.number} 件`);
        take(b, p.number);
      }
      return { ...need, picks };
    }
    let owed = need.number;
    for (const b of own) {
      if (owed === 0) break;
      if (b.status !== '正常') continue;
      const n = Math.min(owed, left.get(Number(b.id))!);
      if (n > 0) take(b, n);
      owed -= n;
    }
    if (owed > 0) throw new BusinessError(ALLOCATION_STALE, `「${need.name}」可发批次库存不足：需要 ${need.number} 件，可发 ${need.number - owed} 件`);
    return { ...need, picks };
  });
}

/** The FEFO proposal the ship form starts from (read only; null per line when it cannot be filled). */
export async function proposeAllocation(conn: Conn, orderId: number): Promise<Map<number, Allocation[]>> {
  const needs = await needsOf(conn, orderId);
  const batches = await batchesFor(
    conn,
    needs.map((n) => n.goodsId),
  );
  const out = new Map<number, Allocation[]>();
  for (const need of needs) {
    let one: Allocation;
    try {
      [one] = plan([need], batches) as [Allocation];
    } catch {
      one = { ...need, picks: [] };
    }
    out.set(need.lineId, [...(out.get(need.lineId) ?? []), one]);
  }
  return out;
}

/**
 * Takes the order's units out of batches inside the ship transaction (order row already locked),
 * records `order_line_batches` and re-derives the goods. `given`: the operator's picks per line id
 * (for the line's own goods); lines not given are allocated FEFO. Returns the allocation.
 */
export async function allocateOrder(tx: Tx, orderId: number, given: ReadonlyMap<number, Pick[]> = new Map()): Promise<Allocation[]> {
  const needs = await needsOf(tx, orderId);
  if (needs.length === 0) return [];
  const goodsIds = [...new Set(needs.map((n) => n.goodsId))];
  await lockGoods(tx, goodsIds);
  const allocation = plan(needs, await batchesFor(tx, goodsIds), given);
  const perBatch = new Map<number, { number: number; batchNo: string }>();
  for (const a of allocation) for (const p of a.picks) perBatch.set(p.batchId, { number: (perBatch.get(p.batchId)?.number ?? 0) + p.number, batchNo: p.batchNo });
  for (const [batchId, { number, batchNo }] of [...perBatch].sort((a, b) => a[0] - b[0])) {
    const rows = await queryRows<{ id: number }>(
      tx as unknown as Db,
      sql`update goods_batches set stock = stock - ${number} where id = ${batchId} and status = '正常' and stock >= ${number} returning id`,
    );
    if (rows.length === 0) throw new BusinessError(ALLOCATION_STALE, `批号 ${batchNo} 的库存已变动，不够分配 ${number} 件，请刷新后重新分配`);
  }
  const values = allocation.flatMap((a) => a.picks.map((p) => ({ orderId, lineId: a.lineId, goodsId: a.goodsId, batchId: p.batchId, number: p.number })));
  if (values.length) await tx.insert(orderLineBatches).values(values);
  await refreshGoods(tx, goodsIds);
  return allocation;
}
