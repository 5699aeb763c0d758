import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './members';
import { orders } from './orders';

export const TRANSFER_STATUSES = ['pending', 'submitted', 'confirmed', 'rejected'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/**
 * 对公转账 (issue 30): a buyer's bank transfer to the wholesaler's account, for a top-up or for one
 * order. The buyer writes the unique 转账附言 `memo` on the transfer, then uploads the receipt
 * (`submitted`); finance confirms it (by hand or from an imported bank statement, matched by
 * amount and 附言) or rejects it with a reason. Confirming is a conditional UPDATE from
 * pending/submitted, and the balance entry is unique per `transfer:<no>`, so it credits once.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: serial('id').primaryKey(),
    transferNo: text('transfer_no').notNull().unique(),
    /** 转账附言: short, unique, what the bank statement shows. */
    memo: text('memo').notNull().unique(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /** The order this transfer pays (null: a balance top-up). */
    orderId: integer('order_id').references(() => orders.id),
    amount: integer('amount').notNull(),
    status: text('status', { enum: TRANSFER_STATUSES }).notNull().default('pending'),
    /** The receipt (file key under UPLOAD_DIR) and its content type. */
    receipt: text('receipt'),
    receiptType: text('receipt_type'),
    rejectReason: text('reject_reason').notNull().default(''),
    /** The bank statement's serial number (流水号) the confirmation rests on, when imported. */
    bankRef: text('bank_ref'),
    confirmedBy: text('confirmed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('bank_transfers_store_idx').on(t.storeId, t.createdAt),
    index('bank_transfers_status_idx').on(t.status, t.createdAt),
    check('bank_transfers_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** 补开发票: an invoice asked for after the order (the order's snapshot is set then); the time starts the wait. */
export const invoiceRequests = pgTable('invoice_requests', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});
