/**
 * goods.stock and the goods' "next batch" columns, derived from the batches (README: the model).
 * Every batch change locks its goods rows first (id order, the same order checkout takes them), then
 * changes batches, then calls {@link refreshGoods} in the same transaction.
 */
import { announceArrivals } from '../replenish/arrival-notices';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/rows';

export type Conn = Db | Tx;

/** Locks goods rows in id order (FOR UPDATE); returns the ids that exist. */
export async function lockGoods(tx: Tx, goodsIds: readonly number[]): Promise<number[]> {
  const ids = [...new Set(goodsIds)].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    tx as unknown as Db,
    sql`select id from goods where id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )}) order by id for update`,
  );
  return rows.map((r) => Number(r.id));
}

/** Units reserved at checkout and not yet shipped (unpaid or paid orders, stock not released), per goods. */
export async function reservedUnits(conn: Conn, goodsIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (goodsIds.length === 0) return out;
  const rows = await queryRows<{ goods_id: number; n: number }>(
    conn as Db,
    sql`select (m->>'goodsId')::int as goods_id, sum((m->>'number')::int)::int as n
        from orders o, jsonb_array_elements(o.stock_moves) m
        where o.status in ('pending_payment', 'paid') and not o.stock_released
          and (m->>'goodsId')::int in (${sql.join(
            goodsIds.map((i) => sql`${i}`),
            sql`, `,
          )})
        group by 1`,
  );
  for (const r of rows) out.set(Number(r.goods_id), Number(r.n));
  return out;
}

type BatchRow = { id: number; goods_id: number; batch_no: string; production_date: string; expiry_date: string; stock: number; status: string };

/**
 * Walks sellable batches first-expiring first and takes `reserved` units off the front: what is left of
 * each batch is what the next buyers get. Pure; used by the refresh and by the live reads.
 */
export function fefoRemaining<T extends { stock: number }>(batches: readonly T[], reserved: number): Array<T & { remaining: number }> {
  let owed = Math.max(0, reserved);
  return batches.map((b) => {
    const take = Math.min(owed, b.stock);
    owed -= take;
    return { ...b, remaining: b.stock - take };
  });
}

/**
 * Re-derives, for goods that have batches: stock = max(0, Σ sellable batch stock − reserved), and
 * batch_no / production_date / expiry_date = the batch the next unit ships from (FEFO after the
 * reservations), last_expiry_date = the latest expiry still to sell when it differs. Goods without
 * batches (combinations) keep their own stock. Call with the goods rows locked ({@link lockGoods}).
 */
export async function refreshGoods(tx: Tx, goodsIds: readonly number[]): Promise<void> {
  const ids = [...new Set(goodsIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );
  const batches = await queryRows<BatchRow>(
    tx as unknown as Db,
    sql`select id, goods_id, batch_no, production_date::text as production_date, expiry_date::text as expiry_date, stock, status
        from goods_batches where goods_id in (${list}) order by goods_id, expiry_date, id`,
  );
  if (batches.length === 0) return;
  const reserved = await reservedUnits(tx, ids);
  const byGoods = new Map<number, BatchRow[]>();
  for (const b of batches) {
    const g = Number(b.goods_id);
    byGoods.set(g, [...(byGoods.get(g) ?? []), b]);
  }
  for (const [goodsId, all] of byGoods) {
    const sellable = all.filter((b) => b.status === '正常').map((b) => ({ ...b, stock: Number(b.stock) }));
    const total = sellable.reduce((s, b) => s + b.stock, 0);
    const held = reserved.get(goodsId) ?? 0;
    const left = fefoRemaining(sellable, held).filter((b) => b.remaining > 0);
    const head = left[0] ?? sellable[0] ?? all[0]!;
    const last = left.at(-1);
    const lastExpiry = last && last.expiry_date !== head.expiry_date ? last.expiry_date : null;
    await tx.execute(
      sql`update goods set stock = ${Math.max(0, total - held)}, batch_no = ${head.batch_no}, production_date = ${head.production_date},
          expiry_date = ${head.expiry_date}, last_expiry_date = ${lastExpiry} where id = ${goodsId}`,
    );
  }
  // Goods back in stock: their 到货通知 go out with this change, once.
  await announceArrivals(tx, [...byGoods.keys()]);
}
