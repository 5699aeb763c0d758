/** The replenishment loop (issue 29): 到货通知 — a store asks to be told when an out-of-stock goods arrives. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { goods } from './catalogue';
import { members, stores } from './members';

export const arrivalNotices = pgTable(
  'arrival_notices',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once, by the fan-out that claims the notice (a conditional UPDATE): the message is sent exactly once. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** Units available when the notice was sent. */
    notifiedStock: integer('notified_stock'),
  },
  (t) => [
    // One open notice per store and goods; asking again changes its quantity.
    uniqueIndex('arrival_notices_open_idx')
      .on(t.storeId, t.goodsId)
      .where(sql`${t.notifiedAt} is null`),
    index('arrival_notices_waiting_idx')
      .on(t.goodsId, t.id)
      .where(sql`${t.notifiedAt} is null`),
    check('arrival_notices_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
