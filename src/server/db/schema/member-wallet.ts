import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './members';
import { creditBills } from './wallet';
import { storeLedger } from './ledger';

/**
 * The member-centre wallet (issue 12): the points ledger, cash vouchers (现金券) with their own
 * ledger, balance top-ups and credit-bill repayments. Every ledger here is append-only (a trigger
 * refuses UPDATE/DELETE, drizzle/*_wallet_custom.sql) and unique per (owner, kind, ref), so a
 * movement for one reference happens at most once.
 */

export const POINTS_KINDS = ['earn', 'reverse', 'spend', 'refund', 'prize', 'adjustment'] as const;
export type PointsKind = (typeof POINTS_KINDS)[number];

/** Points (积分) movements (+ earned, − spent or reversed); `stores.points` holds the running sum (CHECK ≥ 0). */
export const pointsEntries = storeLedger('points_entries', POINTS_KINDS);

export const VOUCHER_SOURCES = ['code', 'topup_bonus', 'prize', 'operator'] as const;
export type VoucherSource = (typeof VOUCHER_SOURCES)[number];

/**
 * Cash vouchers (现金券): prepaid value that pays orders. A code-sold voucher exists with
 * `store_id` null until it is redeemed (`update … where store_id is null`, so one code is redeemed
 * once); `remaining` = Σ its ledger once owned, between 0 and the face value.
 */
/** 现金券批次: one row per console batch, so a batch number is unique by constraint (issue 33). */
export const voucherBatches = pgTable('voucher_batches', {
  batchNo: text('batch_no').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cashVouchers = pgTable(
  'cash_vouchers',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    faceValue: integer('face_value').notNull(),
    remaining: integer('remaining').notNull(),
    storeId: integer('store_id').references(() => stores.id),
    source: text('source', { enum: VOUCHER_SOURCES }).notNull(),
    /** The console batch a sold code was generated in (XJP…); null for grants and CLI codes. */
    batchNo: text('batch_no').references(() => voucherBatches.batchNo),
    /** Redeem by this time (codes) / use by this time (owned vouchers). */
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cash_vouchers_store_idx').on(t.storeId, t.validTo),
    index('cash_vouchers_batch_idx').on(t.batchNo),
    check('cash_vouchers_values', sql`${t.faceValue} > 0 and ${t.remaining} between 0 and ${t.faceValue}`),
    check('cash_vouchers_owned_redeemed', sql`(${t.storeId} is null) = (${t.redeemedAt} is null)`),
  ],
);

export const VOUCHER_KINDS = ['issue', 'payment', 'refund'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/** Movements of a voucher's value: issued to its owner, spent on an order, refunded from one. */
export const voucherEntries = pgTable(
  'voucher_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => cashVouchers.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    kind: text('kind', { enum: VOUCHER_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    remainingAfter: integer('remaining_after').notNull(),
    ref: text('ref').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('voucher_entries_store_idx').on(t.storeId, t.id),
    index('voucher_entries_ref_idx').on(t.ref),
    uniqueIndex('voucher_entries_once_idx').on(t.voucherId, t.kind, t.ref),
    check('voucher_entries_sign', sql`(${t.kind} = 'payment' and ${t.amount} < 0) or (${t.kind} <> 'payment' and ${t.amount} > 0)`),
    check('voucher_entries_remaining', sql`${t.remainingAfter} >= 0`),
  ],
);

export const TRADE_STATUSES = ['pending', 'succeeded', 'closed'] as const;

/** Balance top-ups (充值) through the payment gateway: credited once, on the signed callback. */
export const walletTopups = pgTable(
  'wallet_topups',
  {
    id: serial('id').primaryKey(),
    tradeNo: text('trade_no').notNull().unique(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    amount: integer('amount').notNull(),
    /** Cash voucher (fen) given with this top-up by the bonus rule in force when it started. */
    bonus: integer('bonus').notNull().default(0),
    status: text('status', { enum: TRADE_STATUSES }).notNull().default('pending'),
    gatewayTradeNo: text('gateway_trade_no'),
    /** The online channel the top-up went through (sandbox, wechat, alipay). */
    channel: text('channel').notNull().default('sandbox'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('wallet_topups_store_idx').on(t.storeId, t.createdAt), check('wallet_topups_amounts', sql`${t.amount} > 0 and ${t.bonus} >= 0`)],
);

/** Repayments of a credit bill (还款), by balance or online; each takes effect once. */
export const creditRepayments = pgTable(
  'credit_repayments',
  {
    id: serial('id').primaryKey(),
    repayNo: text('repay_no').notNull().unique(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => creditBills.id),
    amount: integer('amount').notNull(),
    method: text('method', { enum: ['balance', 'online'] }).notNull(),
    status: text('status', { enum: TRADE_STATUSES }).notNull().default('pending'),
    /** Set when the repayment could not be applied (bill settled meanwhile …). */
    note: text('note').notNull().default(''),
    gatewayTradeNo: text('gateway_trade_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('credit_repayments_bill_idx').on(t.billId),
    index('credit_repayments_store_idx').on(t.storeId, t.createdAt),
    check('credit_repayments_amount', sql`${t.amount} > 0`),
  ],
);
