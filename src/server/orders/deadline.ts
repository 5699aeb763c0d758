/**
 * The 30-minute payment deadline. Each unpaid order stores `pay_before`; the sweep cancels the
 * orders past it (state machine event `expire`) and gives their stock back, one transaction per
 * order. Because the deadline lives in the database, a restart loses nothing: the job starts with
 * the first order request after boot and sweeps at once, every order read sweeps the buyer's own
 * overdue orders first, and a payment past the deadline is refused by the state machine's guard.
 * Several instances may sweep at once (each runs the job): orders are locked with SKIP LOCKED and
 * re-checked under the lock, so each is expired once (tests/integration/jobs-concurrency.test.ts).
 */
import { runJob } from '../ops/lifecycle';
import { and, asc, eq, lte } from 'drizzle-orm';
import { db } from '../db/client';
import { orders, payments } from '../db/schema';
import type { Conn } from '../wallet/ledger';
import { lockOrderSkipLocked, transition, type OrderRow } from './transitions';
import { releaseStock } from './stock';
import { releaseCoupon } from '../coupons/use';
import { releaseActivityUnits } from '../promotions/units';

/** Cancels a locked order (buyer cancel or expiry) and gives its stock back once. */
export async function cancelLocked(
  tx: Conn,
  order: OrderRow,
  event: 'cancel' | 'expire',
  actor: 'buyer' | 'operator' | 'system',
  reason: string,
  now = new Date(),
): Promise<OrderRow> {
  const row = await transition(tx, order, event, actor, { now, set: { cancelReason: reason, stockReleased: true } });
  if (!order.stockReleased) await releaseStock(tx, order.stockMoves);
  await releaseCoupon(tx, order.id);
  await releaseActivityUnits(tx, order.id);
  await tx
    .update(payments)
    .set({ status: 'closed' })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')));
  return row;
}

/** Cancels every unpaid order past its deadline (optionally one store's). Returns how many. */
export async function sweepExpired(now = new Date(), storeId?: number, limit = 500): Promise<number> {
  const conn = await db();
  const due = await conn
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lte(orders.payBefore, now), storeId ? eq(orders.storeId, storeId) : undefined))
    .orderBy(asc(orders.id))
    .limit(limit);
  let done = 0;
  for (const { id } of due) {
    const ok = await conn.transaction(async (tx) => {
      // SKIP LOCKED: an order another instance's sweep (or a payment) holds is left to it; the re-check
      // below makes a sweep that comes after it a no-op, so every order is cancelled exactly once.
      const order = await lockOrderSkipLocked(tx, id);
      if (!order || order.status !== 'pending_payment' || order.payBefore > now) return false; // paid or cancelled meanwhile
      await cancelLocked(tx, order, 'expire', 'system', '超时未支付，系统自动取消', now);
      return true;
    });
    if (ok) done += 1;
  }
  return done;
}

const KEY = Symbol.for('yaocai.orderJobs');
type Holder = { [KEY]?: ReturnType<typeof setInterval> };
/** How often the job sweeps (ORDER_SWEEP_MS, default one minute). */
export const SWEEP_EVERY_MS = Number(process.env.ORDER_SWEEP_MS) > 0 ? Number(process.env.ORDER_SWEEP_MS) : 60_000;

/**
 * Starts the deadline job once per process (called by the order endpoints and pages). Not under
 * tests (VITEST), where each test file swaps the database and sweeps explicitly.
 */
export function ensureOrderJobs(): void {
  const holder = globalThis as Holder;
  if (holder[KEY] || process.env.VITEST || process.env.ORDER_JOBS === 'off') return;
  const run = () => void runJob('payment_deadline', () => sweepExpired());
  holder[KEY] = setInterval(run, SWEEP_EVERY_MS);
  holder[KEY].unref?.();
  run();
}
