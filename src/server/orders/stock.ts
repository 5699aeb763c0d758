/**
 * Stock taken by orders. Decrements are conditional UPDATEs (`stock >= n`) in goods-id order —
 * the row locks are always taken in the same order, so concurrent checkouts cannot deadlock, and
 * the condition (plus CHECK stock ≥ 0) means stock never goes negative: when 100 buyers race for
 * the last 10 units exactly 10 are sold.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { queryRows } from '../db/rows';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { goods } from '../db/schema';
import type { StockMove } from '../db/schema';
import { BusinessError } from '../http/errors';
import type { Conn } from '../wallet/ledger';
import { ORDER_STOCK } from './errors';
import { announceArrivals } from '../replenish/arrival-notices';

/** Merges moves per goods and sorts them by goods id (the lock order). */
export function normalizeMoves(moves: readonly StockMove[]): StockMove[] {
  const byId = new Map<number, number>();
  for (const m of moves) byId.set(m.goodsId, (byId.get(m.goodsId) ?? 0) + m.number);
  return [...byId]
    .filter(([, n]) => n > 0)
    .sort((a, b) => a[0] - b[0])
    .map(([goodsId, number]) => ({ goodsId, number }));
}

// One decrement per goods line of every checkout: built once (../db/prepared.ts).
const decrement = prepared((db) =>
  db
    .update(goods)
    .set({ stock: sql`${goods.stock} - ${sql.placeholder('n')}` })
    .where(and(eq(goods.id, sql.placeholder('id')), gte(goods.stock, sql.placeholder('n'))))
    .returning({ stock: goods.stock })
    .prepare('take_stock'),
);

/** Takes the stock or throws {@link ORDER_STOCK} naming the goods (the caller's transaction rolls back). */
export async function takeStock(tx: Conn, moves: readonly StockMove[], names: ReadonlyMap<number, string>): Promise<void> {
  for (const m of normalizeMoves(moves)) {
    const rows = await decrement(tx).execute({ id: m.goodsId, n: m.number });
    if (rows.length === 0) {
      const [left] = await queryRows<{ stock: number }>(tx as Db, sql`select stock from goods where id = ${m.goodsId}`);
      const n = Number(left?.stock ?? 0);
      const name = names.get(m.goodsId) ?? `商品${m.goodsId}`;
      throw new BusinessError(ORDER_STOCK, n > 0 ? `「${name}」库存不足，当前库存 ${n}，请修改数量后重新提交` : `「${name}」已售罄，请返回购物车删除后重新提交`);
    }
  }
}

/**
 * Gives stock back (cancel, expiry, a failed group), in the same id order. Stock coming back is an
 * arrival too: the goods' waiting 到货通知 go out in this transaction (claimed once, under the goods
 * row locks taken just above, so two returns racing send each notice once).
 */
export async function releaseStock(tx: Conn, moves: readonly StockMove[]): Promise<void> {
  const back = normalizeMoves(moves);
  for (const m of back) {
    await tx.execute(sql`update goods set stock = stock + ${m.number} where id = ${m.goodsId}`);
  }
  await announceArrivals(
    tx as Db,
    back.map((m) => m.goodsId),
  );
}
