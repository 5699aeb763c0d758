import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members, stores } from './members';
import { orderReturns, orders } from './orders';

/** One line × batch of a 收货验收: what arrived, what was accepted, what was refused and why, the codes ticked off. */
export type ReceivingLine = {
  lineId: number;
  batchId: number | null;
  batchNo: string;
  shipped: number;
  received: number;
  accepted: number;
  refused: number;
  reason: string;
  codes: string[];
};

/**
 * The buyer's receiving check (GSP 收货验收, issue 25 item 6) of a delivered order: once per order (unique),
 * written in one transaction with the after-sales request its refusals open; who and when are kept.
 */
export const orderReceivings = pgTable(
  'order_receivings',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    lines: jsonb('lines').$type<ReceivingLine[]>().notNull(),
    /** The after-sales request the refusals opened (null: everything accepted). */
    returnId: integer('return_id').references(() => orderReturns.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_receivings_order_idx').on(t.orderId), index('order_receivings_store_idx').on(t.storeId, t.createdAt)],
);
