/**
 * Applies the state machine (./state.ts) to stored orders. The order row is locked
 * (`select … for update`), the decision is taken on what is stored, and the status is written with
 * `where status = <from>` — so when two requests race (pay twice, pay vs. cancel, the deadline job vs.
 * a payment) exactly one transition happens and the other gets the refusal of the new status.
 */
import { and, eq, sql } from 'drizzle-orm';
import { orderEvents, orders, type OrderStatus } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import type { Conn } from '../wallet/ledger';
import { decide, EVENT_TEXT, type Actor, type OrderEvent } from './state';
import { ORDER_STATUS } from './errors';

export type OrderRow = typeof orders.$inferSelect;

/**
 * Locks an order for a background job, or answers null when another transaction (a payment, a
 * sweep on another instance) holds it: the job skips it instead of queueing behind it.
 */
export async function lockOrderSkipLocked(tx: Conn, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update', { skipLocked: true });
  return row ?? null;
}

/** Locks an order of `storeId` (null: any store, operators) for the rest of the transaction; another store's order is a 404. */
export async function lockOrder(tx: Conn, orderId: number, storeId: number | null): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), storeId === null ? undefined : eq(orders.storeId, storeId)))
    .for('update');
  if (!row) throw new NotFoundError('订单不存在');
  return row;
}

/** Timestamps set by each target status. */
const STAMP: Partial<Record<OrderStatus, keyof OrderRow>> = {
  paid: 'paidAt',
  shipped: 'shippedAt',
  completed: 'completedAt',
  cancelled: 'cancelledAt',
};

/**
 * Fires `event` on a locked order: refuses with {@link ORDER_STATUS} and the machine's reason, else
 * writes the new status (with `extra` columns) and a timeline event. Returns the updated row.
 */
export async function transition(tx: Conn, order: OrderRow, event: OrderEvent, actor: Actor, opts: { now?: Date; note?: string; set?: Partial<OrderRow> } = {}): Promise<OrderRow> {
  const now = opts.now ?? new Date();
  const d = decide(
    event,
    {
      status: order.status,
      payBefore: order.payBefore,
      kind: order.kind,
      hasEphedrineReceiver: !!order.ephedrineReceiver,
    },
    actor,
    now,
  );
  if (!d.ok) throw new BusinessError(ORDER_STATUS, d.reason);
  const stamp = STAMP[d.to];
  const [row] = await tx
    .update(orders)
    .set({ ...opts.set, status: d.to, ...(stamp ? { [stamp]: now } : {}), updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), eq(orders.status, d.from)))
    .returning();
  if (!row) throw new BusinessError(ORDER_STATUS, '订单状态已变化，请刷新后重试');
  await tx.insert(orderEvents).values({ orderId: order.id, event, fromStatus: d.from, toStatus: d.to, note: opts.note ?? EVENT_TEXT[event], actor, createdAt: now });
  return row;
}

/** A timeline entry without a status change (payment record, receipt, logistics note). */
export async function note(tx: Conn, orderId: number, event: string, text: string, actor: Actor | 'buyer' = 'buyer'): Promise<void> {
  await tx.insert(orderEvents).values({ orderId, event, note: text, actor });
}
