import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { goods } from './catalogue';
import { stores } from './members';

/**
 * Cart lines, one per (store, goods, line type). The unique key lets concurrent adds of the same
 * goods merge in one statement (INSERT … ON CONFLICT DO UPDATE number = number + excluded.number),
 * never by reading first. Prices are not stored: the pricing engine recomputes them on every read.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    /** Line type: 1 ordinary goods, 3 combination (spec `type` / `goods_type`). */
    type: smallint('type').notNull().default(1),
    number: integer('number').notNull(),
    /** Warehouse the line ships from (spec `ck_id`). */
    ckId: integer('ck_id').notNull().default(0),
    isSelected: boolean('is_selected').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_store_goods_type_idx').on(t.storeId, t.goodsId, t.type), check('cart_items_number_range', sql`${t.number} between 1 and 99999`)],
);

export const ACTIVITY_KINDS = ['manjian', 'discount', 'gift'] as const;

/**
 * Promotions: 满减 (`manjian`: tiers {amount fen, value fen off}), order discounts (`discount`: tiers
 * {amount fen, value percent paid}) and gifts (`gift`: tiers {amount units, value units given}).
 * `scope` all = every goods (except 含麻), goods = the goods listed in promotion_activity_goods.
 */
export const promotionActivities = pgTable(
  'promotion_activities',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ACTIVITY_KINDS }).notNull(),
    name: text('name').notNull(),
    scope: text('scope', { enum: ['all', 'goods'] })
      .notNull()
      .default('goods'),
    tiers: jsonb('tiers').$type<{ amount: number; value: number }[]>().notNull().default([]),
    /** Whether goods of this activity may also use coupons. */
    withCoupon: boolean('with_coupon').notNull().default(true),
    isEnabled: boolean('is_enabled').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promotion_activities_window_idx').on(t.isEnabled, t.startsAt, t.endsAt)],
);

export const promotionActivityGoods = pgTable(
  'promotion_activity_goods',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => promotionActivities.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.goodsId] }), index('promotion_activity_goods_goods_idx').on(t.goodsId)],
);

/**
 * Shipping: the fee (`shipping_amount`) and the order amount from which shipping is free
 * (`no_trans_order_amount`), both fen. `province` '' is the default; a row for a province overrides it.
 */
export const shippingRules = pgTable(
  'shipping_rules',
  {
    id: serial('id').primaryKey(),
    province: text('province').notNull().default('').unique(),
    shippingAmount: integer('shipping_amount').notNull(),
    noTransOrderAmount: integer('no_trans_order_amount').notNull(),
  },
  (t) => [check('shipping_rules_amounts', sql`${t.shippingAmount} >= 0 and ${t.noTransOrderAmount} >= 0`)],
);
