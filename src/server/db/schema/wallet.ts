import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './members';
import { orders } from './orders';
import { storeLedger } from './ledger';

/**
 * The balance (余额) of a store: an append-only ledger (`wallet_entries`; a trigger refuses UPDATE
 * and DELETE) and one row per store holding the running sum. Every movement locks that row with a
 * conditional UPDATE (`balance + amount >= 0`), then appends the entry with the balance after it,
 * in one transaction — so balance = Σ ledger and it can never go below zero (CHECKs on both).
 */
export const wallets = pgTable(
  'wallets',
  {
    storeId: integer('store_id')
      .primaryKey()
      .references(() => stores.id),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_nonnegative', sql`${t.balance} >= 0`)],
);

export const WALLET_KINDS = ['recharge', 'payment', 'refund', 'cashback', 'adjustment'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

/** Balance movements (+ money in, − money out); see ledger.ts for the shape all store ledgers share. */
export const walletEntries = storeLedger('wallet_entries', WALLET_KINDS, (t) => [
  check(
    'wallet_entries_sign',
    sql`(${t.kind} in ('recharge', 'refund', 'cashback') and ${t.amount} > 0) or (${t.kind} = 'payment' and ${t.amount} < 0) or ${t.kind} = 'adjustment'`,
  ),
]);

/**
 * Credit terms (账期): a limit, what is used (Σ open bills), days to repay. Charging is one
 * conditional UPDATE (`used + amount <= credit_limit`), so concurrent credit payments can never
 * pass the limit.
 */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    storeId: integer('store_id')
      .primaryKey()
      .references(() => stores.id),
    creditLimit: integer('credit_limit').notNull().default(0),
    used: integer('used').notNull().default(0),
    termDays: integer('term_days').notNull().default(30),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('credit_accounts_amounts', sql`${t.creditLimit} >= 0 and ${t.used} >= 0`), check('credit_accounts_term', sql`${t.termDays} between 1 and 365`)],
);

export const CREDIT_BILL_STATUSES = ['open', 'repaid', 'refunded'] as const;

/** One bill per order paid on credit, due `termDays` after payment; an open bill past its due date blocks new credit purchases. */
export const creditBills = pgTable(
  'credit_bills',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    billNo: text('bill_no').notNull().unique(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id)
      .unique(),
    amount: integer('amount').notNull(),
    repaidAmount: integer('repaid_amount').notNull().default(0),
    status: text('status', { enum: CREDIT_BILL_STATUSES }).notNull().default('open'),
    dueDate: date('due_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('credit_bills_store_idx').on(t.storeId, t.status, t.dueDate), check('credit_bills_amounts', sql`${t.amount} > 0 and ${t.repaidAmount} between 0 and ${t.amount}`)],
);

export const COUPON_KINDS = ['amount', 'rate'] as const;
/** What a coupon applies to: every coupon-eligible goods, goods of some categories (sub-categories included), or listed goods. */
export const COUPON_SCOPES = ['all', 'category', 'goods'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

/**
 * Coupon definitions (优惠券): 满 threshold 减 value (fen), or 满 threshold 打 rate 折 (percent paid)
 * with an optional cap. They work on the coupon-eligible amount of an order (see the pricing README);
 * a scoped coupon only on the eligible lines of its categories or goods.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    threshold: integer('threshold').notNull().default(0),
    value: integer('value').notNull().default(0),
    rate: integer('rate').notNull().default(100),
    maxOff: integer('max_off'),
    scope: text('scope', { enum: COUPON_SCOPES }).notNull().default('all'),
    /** Category ids (scope 'category') or goods ids (scope 'goods'); empty for 'all'. */
    scopeIds: integer('scope_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    /** 新客券: only for a store without a completed order, checked in the claim's and the order's own statements. */
    newCustomer: boolean('new_customer').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupons_values', sql`${t.threshold} >= 0 and ((${t.kind} = 'amount' and ${t.value} > 0) or (${t.kind} = 'rate' and ${t.rate} between 1 and 99))`),
    check('coupons_window', sql`${t.validTo} > ${t.validFrom}`),
    check('coupons_scope', sql`${t.scope} = 'all' or cardinality(${t.scopeIds}) > 0`),
  ],
);

/**
 * A store's coupons. Using one is a conditional UPDATE (`status = 'unused'` → `used` with the order),
 * so one coupon pays for at most one order even when two checkouts race; `order_id` is unique.
 * Cancelling the order gives the coupon back.
 */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    status: text('status', { enum: ['unused', 'used'] })
      .notNull()
      .default('unused'),
    orderId: integer('order_id')
      .references(() => orders.id)
      .unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_coupons_store_idx').on(t.storeId, t.status), check('member_coupons_used_has_order', sql`(${t.status} = 'used') = (${t.orderId} is not null)`)],
);
