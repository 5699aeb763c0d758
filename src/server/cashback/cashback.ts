/**
 * 满额返现 cash-back, credited to the **balance ledger** (余额, src/server/wallet/ledger.ts — not a
 * voucher): when an order is completed its eligible amount (what the buyer paid for the goods:
 * payable − shipping) is matched against the running rule's tiers and the best reached tier's
 * value is posted as a `cashback` (返现) entry `cashback:<order>`. A refunded return takes back the
 * same share of it: reversed = ⌊cash-back × refunded ÷ eligible⌋ (cumulative), the difference
 * posted as `cashback-return:<order>:<reversed>`. Both run as a job over the database (and on
 * demand), keyed by order, so they happen once however often the job runs.
 */
import { and, eq, isNull, gte, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import { orderCashbacks, orders } from '../db/schema';
import { postEntry } from '../wallet/ledger';
import { cashbackOf, reversalOf, runningCashbackRule } from '../promotions/cashback-rules';

/** Credits the cash-back of completed orders that have none yet. Returns how many were credited. */
export async function settleCashbacks(now = new Date()): Promise<number> {
  const conn = await db();
  const rule = await runningCashbackRule(now);
  if (!rule) return 0;
  const due = await conn
    .select({ id: orders.id, orderNo: orders.orderNo, storeId: orders.storeId, payable: orders.payableAmount, shipping: orders.shippingFee })
    .from(orders)
    .leftJoin(orderCashbacks, eq(orderCashbacks.orderId, orders.id))
    .where(and(eq(orders.status, 'completed'), eq(orders.kind, 'normal'), isNull(orderCashbacks.orderId), gte(orders.completedAt, rule.startsAt)))
    .limit(500);
  let done = 0;
  for (const o of due) {
    const eligible = o.payable - o.shipping;
    const amount = cashbackOf(rule.tiers, eligible);
    if (amount <= 0) continue;
    const ok = await conn.transaction(async (tx) => {
      const [row] = await tx
        .insert(orderCashbacks)
        .values({ orderId: o.id, storeId: o.storeId, ruleId: rule.id, eligibleAmount: eligible, amount, createdAt: now })
        .onConflictDoNothing()
        .returning({ orderId: orderCashbacks.orderId });
      if (!row) return false;
      await postEntry(tx, { storeId: o.storeId, kind: 'cashback', amount, ref: `cashback:${o.id}`, note: `满额返现（订单 ${o.orderNo}）` });
      return true;
    });
    if (ok) done += 1;
  }
  return done;
}

/** Takes back the returned share of credited cash-backs (refunded returns). Returns fen taken back. */
export async function reverseCashbacks(): Promise<number> {
  const conn = await db();
  const rows = await queryRows<{ order_id: number; order_no: string; store_id: number; eligible_amount: number; amount: number; reversed: number; refunded: number }>(
    conn,
    sql`
    select c.order_id, o.order_no, c.store_id, c.eligible_amount, c.amount, c.reversed, coalesce(sum(r.refund_amount), 0)::int as refunded
    from order_cashbacks c join orders o on o.id = c.order_id join order_returns r on r.order_id = c.order_id and r.status = 'refunded'
    group by c.order_id, o.order_no, c.store_id, c.eligible_amount, c.amount, c.reversed`,
  );
  let total = 0;
  for (const r of rows) {
    const target = reversalOf(Number(r.amount), Number(r.eligible_amount), Number(r.refunded));
    const delta = target - Number(r.reversed);
    if (delta <= 0) continue;
    await conn.transaction(async (tx) => {
      const moved = await tx
        .update(orderCashbacks)
        .set({ reversed: target })
        .where(and(eq(orderCashbacks.orderId, Number(r.order_id)), eq(orderCashbacks.reversed, Number(r.reversed))))
        .returning({ id: orderCashbacks.orderId });
      if (moved.length === 0) return;
      await postEntry(tx, {
        storeId: Number(r.store_id),
        kind: 'adjustment',
        amount: -delta,
        ref: `cashback-return:${r.order_id}:${target}`,
        note: `退货扣回返现（订单 ${r.order_no}）`,
      });
      total += delta;
    });
  }
  return total;
}
