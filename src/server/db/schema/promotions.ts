import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { goods } from './catalogue';
import { coupons } from './wallet';
import { members, stores } from './members';
import { orders } from './orders';

/**
 * Special-price activities (issue 13): 秒杀 spike sessions, 每日特价 daily specials, 拼团 group
 * purchase and 近效期 clearance. Each goods of an activity has its own price, its own stock
 * (`stock`, `sold`; CHECK sold ≤ stock) and a per-member limit counted in
 * `price_activity_counts` by one conditional upsert, so no limit is ever checked without being
 * counted in the same statement. A goods sells at one special price at a time (pricing README).
 */
export const PRICE_ACTIVITY_KINDS = ['spike', 'daily', 'group', 'clearance'] as const;
export type PriceActivityKind = (typeof PRICE_ACTIVITY_KINDS)[number];

/** One goods line of a recurring schedule (price, stock per session, limit per member). */
export type ScheduleGoods = { goodsId: number; price: number; stock: number; memberLimit: number };

/**
 * Recurring activities: every Shanghai day the schedule yields one activity from `start` to `end`
 * (HH:MM, end '24:00' = midnight), e.g. the spike sessions at 10:00, 14:00 and 20:00 and the daily
 * specials 00:00–24:00. src/server/promotions/schedule.ts materialises yesterday, today and
 * tomorrow idempotently (unique schedule + day), so a demo started any day has live, upcoming and
 * ended sessions.
 */
export const promoSchedules = pgTable(
  'promo_schedules',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: PRICE_ACTIVITY_KINDS }).notNull(),
    name: text('name').notNull(),
    start: text('start').notNull(),
    end: text('end').notNull(),
    withCoupon: boolean('with_coupon').notNull().default(false),
    isEnabled: boolean('is_enabled').notNull().default(true),
    goods: jsonb('goods').$type<ScheduleGoods[]>().notNull().default([]),
  },
  (t) => [check('promo_schedules_times', sql`${t.start} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.end} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.start} < ${t.end}`)],
);

export const priceActivities = pgTable(
  'price_activities',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: PRICE_ACTIVITY_KINDS }).notNull(),
    name: text('name').notNull(),
    /** Set for a session made from a schedule, with its Shanghai day. */
    scheduleId: integer('schedule_id').references(() => promoSchedules.id),
    day: date('day'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    withCoupon: boolean('with_coupon').notNull().default(false),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** 拼团: buyers a group needs, and how long a group stays open. */
    groupSize: integer('group_size').notNull().default(0),
    groupHours: integer('group_hours').notNull().default(24),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('price_activities_schedule_day_idx').on(t.scheduleId, t.day),
    index('price_activities_window_idx').on(t.kind, t.startsAt, t.endsAt),
    check('price_activities_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('price_activities_group', sql`${t.kind} <> 'group' or (${t.groupSize} >= 2 and ${t.groupHours} >= 1)`),
  ],
);

export const priceActivityGoods = pgTable(
  'price_activity_goods',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => priceActivities.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    /** Special price per unit, fen. */
    price: integer('price').notNull(),
    /** The activity's own stock (units at this price) and units sold. */
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    /** Most units one store may buy at this price in this activity; 0 = no limit. */
    memberLimit: integer('member_limit').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('price_activity_goods_activity_goods_idx').on(t.activityId, t.goodsId),
    index('price_activity_goods_goods_idx').on(t.goodsId),
    check('price_activity_goods_price', sql`${t.price} > 0`),
    check('price_activity_goods_sold', sql`${t.sold} >= 0 and ${t.sold} <= ${t.stock}`),
    check('price_activity_goods_limit', sql`${t.memberLimit} >= 0`),
  ],
);

/** Units a store bought of an activity goods (per-member limit), changed only by conditional upserts. */
export const priceActivityCounts = pgTable(
  'price_activity_counts',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => priceActivityGoods.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    number: integer('number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.storeId] }), check('price_activity_counts_number', sql`${t.number} >= 0`)],
);

/** Which order took which activity units (given back when the order is cancelled, at most once). */
export const orderActivityUnits = pgTable(
  'order_activity_units',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => priceActivityGoods.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    number: integer('number').notNull(),
    released: boolean('released').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.itemId] }), check('order_activity_units_number', sql`${t.number} >= 1`)],
);

export const GROUP_STATUSES = ['open', 'succeeded', 'failed'] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];

/**
 * 拼团 groups. A seat is taken by one conditional UPDATE (`status = 'open' and joined < size and
 * deadline > now`), so the last seat taken twice at once goes to one buyer. The deadline lives
 * here: the failure job reads it from the database, so a restart loses nothing.
 */
export const groupBuys = pgTable(
  'group_buys',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => priceActivityGoods.id),
    leaderStoreId: integer('leader_store_id')
      .notNull()
      .references(() => stores.id),
    size: integer('size').notNull(),
    joined: integer('joined').notNull().default(0),
    status: text('status', { enum: GROUP_STATUSES }).notNull().default('open'),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('group_buys_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.status} = 'open'`),
    index('group_buys_item_idx').on(t.itemId, t.status),
    check('group_buys_joined', sql`${t.joined} >= 0 and ${t.joined} <= ${t.size} and ${t.size} >= 2`),
  ],
);

/** A paid seat of a group; `refunded` once, by a conditional UPDATE, with a ledger entry keyed `group:<id>`. */
export const groupBuyMembers = pgTable(
  'group_buy_members',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groupBuys.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    number: integer('number').notNull(),
    amount: integer('amount').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id)
      .unique(),
    status: text('status', { enum: ['paid', 'refunded'] })
      .notNull()
      .default('paid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('group_buy_members_group_store_idx').on(t.groupId, t.storeId), check('group_buy_members_amounts', sql`${t.number} >= 1 and ${t.amount} > 0`)],
);

/**
 * 领券中心 offers of existing coupons (src/server/wallet/coupons.ts): total stock and per-member
 * limit. A claim is one transaction: `claimed + 1 <= total`, then the store's count upserted with
 * `number + 1 <= member_limit`, then the member coupon inserted.
 */
export const couponOffers = pgTable(
  'coupon_offers',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id)
      .unique(),
    total: integer('total').notNull(),
    claimed: integer('claimed').notNull().default(0),
    memberLimit: integer('member_limit').notNull().default(1),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('coupon_offers_claimed', sql`${t.claimed} >= 0 and ${t.claimed} <= ${t.total} and ${t.memberLimit} >= 1`),
    check('coupon_offers_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const couponClaims = pgTable(
  'coupon_claims',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => couponOffers.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    number: integer('number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.storeId] }), check('coupon_claims_number', sql`${t.number} >= 1`)],
);

/** 满额返现: tiers {amount fen reached → value fen back}, credited to the balance ledger when an order completes. */
export const cashbackRules = pgTable('cashback_rules', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  tiers: jsonb('tiers').$type<{ amount: number; value: number }[]>().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
});

/** The cash-back of an order (one per order) and how much of it returns took back. */
export const orderCashbacks = pgTable(
  'order_cashbacks',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => cashbackRules.id),
    eligibleAmount: integer('eligible_amount').notNull(),
    amount: integer('amount').notNull(),
    reversed: integer('reversed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('order_cashbacks_amounts', sql`${t.amount} > 0 and ${t.reversed} >= 0 and ${t.reversed} <= ${t.amount}`)],
);

/** Step 2: the buyer's explicit confirmation of near-expiry (近效期) lines, stored with the order. */
export const orderExpiryConfirmations = pgTable(
  'order_expiry_confirmations',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    expiryDate: date('expiry_date').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.goodsId] })],
);

/** Taps on activity links (POST /api/activity/tap): append-only. */
export const activityTaps = pgTable(
  'activity_taps',
  {
    id: serial('id').primaryKey(),
    target: text('target').notNull(),
    storeId: integer('store_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_taps_target_idx').on(t.target, t.createdAt)],
);
