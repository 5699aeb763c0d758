/** The replenishment loop (issue 29): 到货通知 — a store asks to be told when an out-of-stock goods arrives. */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * 降价通知: a store asks to be told when the price IT would pay (the pricing engine's quote for that
 * store) falls to or below an expected price; watched until `expires_at` (60 days).
 */
export const priceDropNotices = pgTable(
  'price_drop_notices',
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
    /** Expected unit price in fen. */
    expectedPrice: integer('expected_price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once by the check that claims it (conditional UPDATE): one message per notice. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    notifiedPrice: integer('notified_price'),
  },
  (t) => [
    uniqueIndex('price_drop_notices_open_idx')
      .on(t.storeId, t.goodsId)
      .where(sql`${t.notifiedAt} is null`),
    index('price_drop_notices_waiting_idx')
      .on(t.goodsId, t.id)
      .where(sql`${t.notifiedAt} is null`),
    check('price_drop_notices_price_positive', sql`${t.expectedPrice} > 0`),
  ],
);

/**
 * Notice texts waiting for the SMS provider (members who opted in): written in the transaction that
 * claims the notice, delivered afterwards by a job that takes rows with SKIP LOCKED — each once.
 */
export const noticeSms = pgTable(
  'notice_sms',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    phone: text('phone').notNull(),
    template: text('template').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notice_sms_waiting_idx')
      .on(t.id)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** 常看: goods detail views per store, append-only (old rows pruned), read newest first. */
export const goodsViews = pgTable(
  'goods_views',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('goods_views_store_idx').on(t.storeId, t.goodsId, t.viewedAt), index('goods_views_at_idx').on(t.viewedAt)],
);

/** 我的清单: lists a store keeps by name (常购清单). */
export const buyerLists = pgTable(
  'buyer_lists',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('buyer_lists_store_name_idx').on(t.storeId, t.name)],
);

export const buyerListItems = pgTable(
  'buyer_list_items',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => buyerLists.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.goodsId] })],
);
