import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members, stores } from './members';
import type { AddressSnapshot } from './orders';

/**
 * Points mall (积分商城) of issue 14: goods redeemed for points, or points plus cash (paid from the
 * balance). `stock` is taken by a conditional UPDATE; `per_member_limit` is counted in
 * points_goods_taken with a conditional upsert in the same transaction.
 */
export const pointsGoods = pgTable(
  'points_goods',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Short label drawn on the generated picture (e.g. 保温杯). */
    picture: text('picture').notNull().default(''),
    points: integer('points').notNull(),
    /** Cash part in fen (0 = points only). */
    cash: integer('cash').notNull().default(0),
    stock: integer('stock').notNull(),
    perMemberLimit: integer('per_member_limit'),
    isOnSale: boolean('is_on_sale').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_goods_sale_idx').on(t.isOnSale, t.sort),
    check('points_goods_values', sql`${t.points} > 0 and ${t.cash} >= 0 and ${t.stock} >= 0 and (${t.perMemberLimit} is null or ${t.perMemberLimit} > 0)`),
  ],
);

/** Units of a points goods a store holds in non-cancelled orders (the per-member limit's counter). */
export const pointsGoodsTaken = pgTable(
  'points_goods_taken',
  {
    goodsId: integer('goods_id')
      .notNull()
      .references(() => pointsGoods.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.goodsId, t.storeId] }), check('points_goods_taken_quantity', sql`${t.quantity} >= 0`)],
);

export const POINTS_ORDER_STATUSES = ['pending_shipment', 'shipped', 'completed', 'cancelled'] as const;
export type PointsOrderStatus = (typeof POINTS_ORDER_STATUSES)[number];
export const POINTS_ORDER_SOURCES = ['mall', 'lottery'] as const;

/**
 * Points orders (积分订单): a redemption in the points mall, or goods won in a lottery. Shipped by
 * the operator (`npm run admin -- points-orders:ship`); cancelling gives points, cash and stock back.
 */
export const pointsOrders = pgTable(
  'points_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    source: text('source', { enum: POINTS_ORDER_SOURCES }).notNull().default('mall'),
    goodsId: integer('goods_id').references(() => pointsGoods.id),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    points: integer('points').notNull(),
    cash: integer('cash').notNull().default(0),
    status: text('status', { enum: POINTS_ORDER_STATUSES }).notNull().default('pending_shipment'),
    address: jsonb('address').$type<AddressSnapshot>(),
    carrier: text('carrier').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('points_orders_store_idx').on(t.storeId, t.id),
    uniqueIndex('points_orders_key_idx')
      .on(t.storeId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('points_orders_values', sql`${t.quantity} >= 1 and ${t.points} >= 0 and ${t.cash} >= 0`),
    check('points_orders_mall_goods', sql`${t.source} <> 'mall' or ${t.goodsId} is not null`),
  ],
);
