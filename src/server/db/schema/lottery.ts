import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members, stores } from './members';
import { coupons } from './wallet';

/**
 * Lottery (抽奖) activities of issue 14. An activity has a window and a chance rule: every approved
 * member gets `free_chances`, plus one per `chance_every_fen` of paid orders placed in the window,
 * at most `max_chances` in all (see src/server/lottery/README.md).
 */
export const lotteryActivities = pgTable(
  'lottery_activities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    rules: text('rules').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    freeChances: integer('free_chances').notNull().default(1),
    /** One more chance per this many fen of paid orders in the window; null = no order chances. */
    chanceEveryFen: integer('chance_every_fen'),
    maxChances: integer('max_chances').notNull().default(5),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lottery_activities_window_idx').on(t.isEnabled, t.startsAt, t.endsAt),
    check('lottery_activities_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('lottery_activities_chances', sql`${t.freeChances} >= 0 and ${t.maxChances} >= ${t.freeChances} and (${t.chanceEveryFen} is null or ${t.chanceEveryFen} > 0)`),
  ],
);

export const PRIZE_KINDS = ['points', 'coupon', 'voucher', 'balance', 'goods', 'none'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

/**
 * Prizes of an activity. `weight` is the probability in 1/10000 (万分之); `stock` null = unlimited
 * (谢谢参与 must be unlimited). `value`: points for points, fen for balance and vouchers; coupons
 * point at a coupon definition; goods become a points order to be shipped.
 */
export const lotteryPrizes = pgTable(
  'lottery_prizes',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => lotteryActivities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    remarks: text('remarks').notNull().default(''),
    kind: text('kind', { enum: PRIZE_KINDS }).notNull(),
    value: integer('value').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id),
    weight: integer('weight').notNull(),
    stock: integer('stock'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('lottery_prizes_activity_idx').on(t.activityId, t.sort),
    check('lottery_prizes_weight', sql`${t.weight} between 0 and 10000`),
    check('lottery_prizes_stock', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('lottery_prizes_none_unlimited', sql`${t.kind} <> 'none' or ${t.stock} is null`),
    check('lottery_prizes_value', sql`${t.kind} not in ('points', 'balance', 'voucher') or ${t.value} > 0`),
    check('lottery_prizes_coupon', sql`${t.kind} <> 'coupon' or ${t.couponId} is not null`),
  ],
);

/**
 * Chances taken per (activity, store): one conditional UPDATE `draws < allowed` per draw, so a
 * member never draws more often than allowed, even with 50 requests at once.
 */
export const lotteryParticipants = pgTable(
  'lottery_participants',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => lotteryActivities.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    draws: integer('draws').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.storeId] }), check('lottery_participants_draws', sql`${t.draws} >= 0`)],
);

/** Every draw, append-only, with a snapshot of the prize won (谢谢参与 included). */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => lotteryActivities.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => lotteryPrizes.id),
    prizeName: text('prize_name').notNull(),
    prizeKind: text('prize_kind', { enum: PRIZE_KINDS }).notNull(),
    remarks: text('remarks').notNull().default(''),
    /** Where the prize landed: `points:…`, `coupon:12`, `voucher:…`, `balance:…`, `points-order:…`. */
    deliveredRef: text('delivered_ref').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lottery_draws_activity_idx').on(t.activityId, t.id), index('lottery_draws_store_idx').on(t.storeId, t.id)],
);
