/**
 * Applies the state machine (./state.ts) to stored orders. The order row is locked
 * (`select … for update`), the decision is taken on what is stored, and the status is written with
 * `where status = <from>` — so when two requests race (pay twice, pay vs. cancel, the deadline job vs.
 * a payment) exactly one transition happens and the other gets the refusal of the new status.
 */
import { and, eq, sql } from 'drizzle-orm';
import { orderEvents, orders, type OrderStatus } from '../db/schema';
import { prepared } from '../db/prepared';
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

// Paying and every transition lock the order first: built once (../db/prepared.ts).
const lockOwnOrder = prepared((db) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.id, sql.placeholder('id')), eq(orders.storeId, sql.placeholder('storeId'))))
    .for('update')
    .prepare('lock_own_order'),
);
const lockAnyOrder = prepared((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .for('update')
    .prepare('lock_any_order'),
);

/** Locks an order of `storeId` (null: any store, operators) for the rest of the transaction; another store's order is a 404. */
export async function lockOrder(tx: Conn, orderId: number, storeId: number | null): Promise<OrderRow> {
  const [row] = storeId === null ? await lockAnyOrder(tx).execute({ id: orderId }) : await lockOwnOrder(tx).execute({ id: orderId, storeId });
  if (!row) throw new NotFoundError('订单不存在');
  return row;
}

/** The status update of {@link transition}: one prepared statement per set of columns it writes (a handful). */
const statusUpdates = new Map<string, ReturnType<typeof statusUpdate>>();
function statusUpdate(columns: readonly string[]) {
  const set = Object.fromEntries(columns.map((c) => [c, sql.placeholder(c)]));
  return prepared((db) =>
    db
      .update(orders)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(orders.id, sql.placeholder('id')), eq(orders.status, sql.placeholder('from'))))
      .returning()
      .prepare(`order_status_${columns.join('_')}`),
  );
}
function statusUpdateOf(values: Record<string, unknown>) {
  const columns = Object.keys(values).sort();
  const key = columns.join(',');
  let update = statusUpdates.get(key);
  if (!update) statusUpdates.set(key, (update = statusUpdate(columns)));
  return update;
}

const insertEventQuery = prepared((db) =>
  db
    .insert(orderEvents)
    .values({
      orderId: sql.placeholder('orderId'),
      event: sql.placeholder('event'),
      fromStatus: sql.placeholder('fromStatus'),
      toStatus: sql.placeholder('toStatus'),
      note: sql.placeholder('note'),
      actor: sql.placeholder('actor'),
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare('insert_order_event'),
);

type NewEvent = { orderId: number; event: string; fromStatus?: OrderStatus | null; toStatus?: OrderStatus | null; note: string; actor: string; createdAt: Date };

/** Appends a timeline entry (the prepared insert every transition and order creation use). */
export function appendEvent(tx: Conn, e: NewEvent): Promise<unknown> {
  return insertEventQuery(tx).execute({ fromStatus: null, toStatus: null, ...e });
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
  const values: Record<string, unknown> = Object.fromEntries(Object.entries({ ...opts.set, status: d.to, ...(stamp ? { [stamp]: now } : {}) }).filter(([, v]) => v !== undefined));
  const [row] = Object.values(values).includes(null)
    ? // A placeholder would encode null through the column (a timestamp cannot): such rare updates are built each time.
      await tx
        .update(orders)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(orders.id, order.id), eq(orders.status, d.from)))
        .returning()
    : await statusUpdateOf(values)(tx).execute({ ...values, id: order.id, from: d.from });
  if (!row) throw new BusinessError(ORDER_STATUS, '订单状态已变化，请刷新后重试');
  await appendEvent(tx, { orderId: order.id, event, fromStatus: d.from, toStatus: d.to, note: opts.note ?? EVENT_TEXT[event], actor, createdAt: now });
  return row;
}

/** A timeline entry without a status change (payment record, receipt, logistics note). */
export async function note(tx: Conn, orderId: number, event: string, text: string, actor: Actor | 'buyer' = 'buyer'): Promise<void> {
  await tx.insert(orderEvents).values({ orderId, event, note: text, actor });
}
