import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orders, stores } from '../db/schema';
import { BusinessError } from '../http/errors';
import { ORDER_QUOTA } from './errors';

/**
 * What one store may have open and create (issue 33: one member made 42 unpaid 500-line orders in
 * 75 s). Checked inside the order-creating transaction under a lock on the store's row, so parallel
 * submissions of one store are counted one after another and the limit holds exactly. The lock is
 * FOR NO KEY UPDATE: the submission and order rows' foreign keys hold FOR KEY SHARE on the same
 * row, which FOR UPDATE would wait on (a deadlock between two submissions).
 */
const setting = (name: string, fallback: number) => (Number(process.env[name]) > 0 ? Number(process.env[name]) : fallback);
/** Unpaid orders one store may have open (ORDER_MAX_UNPAID, default 20). */
export const maxUnpaidOrders = () => setting('ORDER_MAX_UNPAID', 20);
/** Orders one store may create in any 60 seconds (ORDER_RATE_PER_MINUTE, default 10). */
export const maxOrdersPerMinute = () => setting('ORDER_RATE_PER_MINUTE', 10);

export async function checkOrderQuota(tx: Tx, storeId: number, adding: number, now: Date): Promise<void> {
  await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('no key update');
  const since = new Date(now.getTime() - 60_000);
  // Only the rows either count can see: a store's completed history is not read on every checkout.
  const [row] = await tx
    .select({
      unpaid: sql<number>`count(*) filter (where ${orders.status} = 'pending_payment')::int`,
      recent: sql<number>`count(*) filter (where ${orders.createdAt} > ${since.toISOString()}::timestamptz)::int`,
    })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), or(eq(orders.status, 'pending_payment'), gt(orders.createdAt, since))));
  const [unpaid, perMinute] = [maxUnpaidOrders(), maxOrdersPerMinute()];
  if (Number(row?.unpaid ?? 0) + adding > unpaid) {
    throw new BusinessError(ORDER_QUOTA, `未支付订单过多：最多 ${unpaid} 笔，请先支付或取消`, 429);
  }
  if (Number(row?.recent ?? 0) + adding > perMinute) {
    throw new BusinessError(ORDER_QUOTA, `下单过于频繁：每分钟最多 ${perMinute} 笔，请稍后再试`, 429);
  }
}
