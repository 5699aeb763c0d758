/**
 * The statements of order creation (./create.ts), built once (../db/prepared.ts): checkout is the
 * busiest write of the shop and rebuilding these wide inserts was most of its CPU.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { prepared } from '../db/prepared';
import { addresses, cartItems, orderLines, orders, orderSubmissions } from '../db/schema';
import { newOrderNo } from './numbers';

const p = sql.placeholder;

export const submissionOrders = prepared((db) =>
  db
    .select({ id: orders.id, orderNo: orders.orderNo, kind: orders.kind, payable: orders.payableAmount })
    .from(orders)
    .innerJoin(orderSubmissions, eq(orderSubmissions.id, orders.submissionId))
    .where(and(eq(orderSubmissions.storeId, p('storeId')), eq(orderSubmissions.idempotencyKey, p('key'))))
    .orderBy(asc(orders.id))
    .prepare('submission_orders'),
);

export const storeAddress = prepared((db) =>
  db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, p('id')), eq(addresses.storeId, p('storeId'))))
    .prepare('store_address'),
);

export const insertSubmission = prepared((db) =>
  db
    .insert(orderSubmissions)
    .values({ storeId: p('storeId'), idempotencyKey: p('key'), createdAt: p('now') })
    .onConflictDoNothing()
    .returning({ id: orderSubmissions.id })
    .prepare('insert_submission'),
);

/** The columns order creation writes (all given on every insert). */
const ORDER_COLUMNS = [
  'orderNo',
  'submissionId',
  'storeId',
  'memberId',
  'kind',
  'status',
  'goodsAmount',
  'manjianAmount',
  'discountAmount',
  'couponAmount',
  'shippingFee',
  'payableAmount',
  'address',
  'invoice',
  'remark',
  'receiptStatus',
  'stockMoves',
  'payBefore',
  'createdAt',
  'updatedAt',
] as const;
export type NewOrder = { [K in (typeof ORDER_COLUMNS)[number]]: (typeof orders.$inferInsert)[K] } & { ephedrineReceiver: (typeof orders.$inferInsert)['ephedrineReceiver'] };

const insertOrderQuery = prepared((db) =>
  db
    .insert(orders)
    .values({
      ...(Object.fromEntries(ORDER_COLUMNS.map((c) => [c, p(c)])) as Record<(typeof ORDER_COLUMNS)[number], ReturnType<typeof p>>),
      // Nullable jsonb: a placeholder would encode null as JSON 'null', so the JSON text (or SQL NULL) is passed as is.
      ephedrineReceiver: sql`${p('ephedrineReceiver')}::jsonb`,
    })
    .onConflictDoNothing({ target: orders.orderNo })
    .returning({ id: orders.id, orderNo: orders.orderNo, kind: orders.kind, payable: orders.payableAmount })
    .prepare('insert_order'),
);

/**
 * Inserts the order under a fresh number if its number is taken: the random part of the number
 * (6 digits per second) meets a birthday collision now and then at a few hundred orders a second,
 * which failed the checkout with a unique violation.
 */
export async function insertOrder(tx: Tx, order: NewOrder) {
  const values = { ...order, ephedrineReceiver: order.ephedrineReceiver ? JSON.stringify(order.ephedrineReceiver) : null };
  for (let attempt = 1; attempt <= 5; attempt++) {
    const rows = await insertOrderQuery(tx).execute(values);
    if (rows.length) return rows;
    values.orderNo = newOrderNo(order.createdAt ?? new Date());
  }
  throw new Error('no free order number after 5 attempts');
}

type NewLine = typeof orderLines.$inferInsert;
const LINE_COLUMNS = [
  'orderId',
  'goodsId',
  'type',
  'name',
  'spec',
  'unit',
  'manufacturer',
  'approvalNo',
  'batchNo',
  'expiryDate',
  'isEphedrine',
  'number',
  'unitPrice',
  'listPrice',
  'lineUnitPrice',
  'rawAmount',
  'manjianAmount',
  'discountAmount',
  'couponAmount',
  'payAmount',
  'giftNumber',
  'activityNames',
] as const satisfies readonly (keyof NewLine)[];
export type NewOrderLine = Pick<Required<NewLine>, (typeof LINE_COLUMNS)[number]>;

/** One prepared insert per number of lines, up to this many; longer orders (rare) are built each time. */
const MAX_PREPARED_LINES = 40;
const lineInserts = new Map<number, ReturnType<typeof lineInsert>>();
function lineInsert(count: number) {
  const rows = Array.from({ length: count }, (_, i) => Object.fromEntries(LINE_COLUMNS.map((c) => [c, p(`${i}.${c}`)])) as unknown as NewLine);
  return prepared((db) => db.insert(orderLines).values(rows).prepare(`insert_order_lines_${count}`));
}

export function insertLines(tx: Tx, lines: readonly NewOrderLine[]): Promise<unknown> {
  if (lines.length > MAX_PREPARED_LINES) return tx.insert(orderLines).values([...lines]);
  let insert = lineInserts.get(lines.length);
  if (!insert) lineInserts.set(lines.length, (insert = lineInsert(lines.length)));
  const values: Record<string, unknown> = {};
  lines.forEach((l, i) => {
    for (const c of LINE_COLUMNS) values[`${i}.${c}`] = l[c];
  });
  return insert(tx).execute(values);
}

const deleteCartLinesQuery = prepared((db) =>
  db
    .delete(cartItems)
    .where(and(eq(cartItems.storeId, p('storeId')), sql`${cartItems.id} = any(${p('ids')})`))
    .prepare('delete_cart_lines'),
);

export function deleteCartLines(tx: Db | Tx, storeId: number, ids: readonly number[]) {
  return deleteCartLinesQuery(tx).execute({ storeId, ids: [...ids] });
}
