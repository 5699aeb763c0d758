import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { goods } from './catalogue';
import { members, stores } from './members';

/**
 * Orders (issue 6). Money is integer fen; every amount is the server's, snapshotted from the pricing
 * engine when the order is created. The status only moves through src/server/orders/state.ts, whose
 * transitions are conditional UPDATEs (`… where status = <from>`), so two requests can never both
 * move the same order.
 */
export const ORDER_STATUSES = ['pending_payment', 'paid', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** normal goods; ephedrine (含麻) goods are split into their own order; points = 积分商城 orders. */
export const ORDER_KINDS = ['normal', 'ephedrine', 'points'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
/** voucher: paid wholly by cash vouchers (现金券); vouchers with balance is `balance`. */
export const PAY_METHODS = ['balance', 'credit', 'online', 'voucher'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

export type AddressSnapshot = { consignee: string; phone: string; province: string; city: string; district: string; detail: string };
export type InvoiceSnapshot =
  | { type: 'none' }
  | { type: 'normal'; title: string; taxNo: string; email: string }
  | { type: 'vat'; title: string; taxNo: string; address: string; phone: string; bank: string; account: string };
/** 含麻 receipt information of the buyer (收货人 with ID number), required before a 含麻 order is paid. */
export type EphedrineReceiver = { name: string; idNumber: string; phone: string };
/** Stock taken by an order (goods id → units, combination parts included), given back on cancel. */
export type StockMove = { goodsId: number; number: number };

/**
 * One submission of step 2: its idempotency key is unique per store, so a double click or a retried
 * request finds the orders of the first attempt instead of creating new ones (one submission may
 * create two orders: the ordinary goods and the 含麻 goods).
 */
export const orderSubmissions = pgTable(
  'order_submissions',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_submissions_key_idx').on(t.storeId, t.idempotencyKey)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    submissionId: integer('submission_id').references(() => orderSubmissions.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: ORDER_KINDS }).notNull().default('normal'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending_payment'),
    goodsAmount: integer('goods_amount').notNull(),
    manjianAmount: integer('manjian_amount').notNull().default(0),
    discountAmount: integer('discount_amount').notNull().default(0),
    couponAmount: integer('coupon_amount').notNull().default(0),
    shippingFee: integer('shipping_fee').notNull().default(0),
    /** goods − 满减 − 折扣 − coupon + shipping. */
    payableAmount: integer('payable_amount').notNull(),
    /** Points spent (积分订单). */
    pointsAmount: integer('points_amount').notNull().default(0),
    payMethod: text('pay_method', { enum: PAY_METHODS }),
    paidAmount: integer('paid_amount').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    invoice: jsonb('invoice').$type<InvoiceSnapshot>().notNull().default({ type: 'none' }),
    remark: text('remark').notNull().default(''),
    ephedrineReceiver: jsonb('ephedrine_receiver').$type<EphedrineReceiver>(),
    /** 含麻回执单: none (not a 含麻 order), pending (to be signed after delivery), submitted, confirmed. */
    receiptStatus: text('receipt_status', { enum: ['none', 'pending', 'submitted', 'confirmed'] })
      .notNull()
      .default('none'),
    receiptFile: text('receipt_file'),
    receiptSignedAt: timestamp('receipt_signed_at', { withTimezone: true }),
    stockMoves: jsonb('stock_moves').$type<StockMove[]>().notNull().default([]),
    /** Whether the stock taken has been given back (cancel): at most once. */
    stockReleased: boolean('stock_released').notNull().default(false),
    payBefore: timestamp('pay_before', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason').notNull().default(''),
    carrier: text('carrier').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_store_idx').on(t.storeId, t.createdAt.desc()),
    index('orders_store_status_idx').on(t.storeId, t.status),
    index('orders_deadline_idx')
      .on(t.payBefore)
      .where(sql`${t.status} = 'pending_payment'`),
    // The orders holding stock reserved at checkout (not yet shipped): read when batches re-derive goods.stock.
    index('orders_open_idx')
      .on(t.id)
      .where(sql`${t.status} in ('pending_payment', 'paid')`),
    check(
      'orders_amounts_nonnegative',
      sql`${t.goodsAmount} >= 0 and ${t.manjianAmount} >= 0 and ${t.discountAmount} >= 0 and ${t.couponAmount} >= 0 and ${t.shippingFee} >= 0 and ${t.payableAmount} >= 0 and ${t.paidAmount} >= 0 and ${t.refundedAmount} >= 0`,
    ),
    check('orders_payable_sum', sql`${t.payableAmount} = ${t.goodsAmount} - ${t.manjianAmount} - ${t.discountAmount} - ${t.couponAmount} + ${t.shippingFee}`),
    check('orders_refund_le_paid', sql`${t.refundedAmount} <= ${t.paidAmount}`),
    check('orders_paid_has_method', sql`${t.status} in ('pending_payment', 'cancelled') or ${t.payMethod} is not null or ${t.kind} = 'points'`),
  ],
);

/** Order lines with the price snapshot and the goods facts a GSP sales record keeps. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    type: smallint('type').notNull().default(1),
    name: text('name').notNull(),
    spec: text('spec').notNull(),
    unit: text('unit').notNull(),
    manufacturer: text('manufacturer').notNull(),
    approvalNo: text('approval_no').notNull().default(''),
    batchNo: text('batch_no').notNull(),
    expiryDate: text('expiry_date').notNull(),
    isEphedrine: boolean('is_ephedrine').notNull().default(false),
    number: integer('number').notNull(),
    unitPrice: integer('unit_price').notNull(),
    /** The goods' list price and the unit price after ladder / special / 折扣, as the engine showed them (issue 27); null on older lines. */
    listPrice: integer('list_price'),
    lineUnitPrice: integer('line_unit_price'),
    rawAmount: integer('raw_amount').notNull(),
    manjianAmount: integer('manjian_amount').notNull().default(0),
    discountAmount: integer('discount_amount').notNull().default(0),
    couponAmount: integer('coupon_amount').notNull().default(0),
    /** raw − 满减 − 折扣 − coupon share. */
    payAmount: integer('pay_amount').notNull(),
    giftNumber: integer('gift_number').notNull().default(0),
    /** Units already returned (退货 approved), never above `number`. */
    returnedNumber: integer('returned_number').notNull().default(0),
    activityNames: jsonb('activity_names').$type<string[]>().notNull().default([]),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_goods_idx').on(t.goodsId),
    check('order_lines_number_positive', sql`${t.number} >= 1`),
    check('order_lines_returned_range', sql`${t.returnedNumber} between 0 and ${t.number}`),
    check('order_lines_amounts', sql`${t.payAmount} >= 0 and ${t.payAmount} = ${t.rawAmount} - ${t.manjianAmount} - ${t.discountAmount} - ${t.couponAmount}`),
  ],
);

/** The order's timeline: every status change and operator action, append-only. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text('note').notNull().default(''),
    actor: text('actor').notNull().default('buyer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** Logistics tracking events of a shipped order (carrier feed or operator). */
export const orderLogistics = pgTable(
  'order_logistics',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_logistics_order_idx').on(t.orderId, t.at)],
);

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'closed'] as const;

/**
 * Payment attempts. At most one succeeded payment per order (partial unique index): paying twice,
 * concurrently or in sequence, leaves one payment. Online payments start `pending` with the
 * gateway's trade number and succeed on the signed callback.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    method: text('method', { enum: PAY_METHODS }).notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    tradeNo: text('trade_no').notNull().unique(),
    gatewayTradeNo: text('gateway_trade_no'),
    /** The online channel (sandbox, wechat, alipay) an online payment went through; refunds go back through it. */
    channel: text('channel').notNull().default('sandbox'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_one_success_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'succeeded'`),
    index('payments_order_idx').on(t.orderId),
    check('payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const RETURN_KINDS = ['return', 'after_sales'] as const;
export const RETURN_STATUSES = ['pending', 'approved', 'rejected', 'refunded', 'cancelled'] as const;
export type ReturnLine = { lineId: number; number: number; amount: number };

/** Return (退货) and after-sales (售后) requests for some lines and quantities of an order. */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    returnNo: text('return_no').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    kind: text('kind', { enum: RETURN_KINDS }).notNull(),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('pending'),
    reason: text('reason').notNull(),
    description: text('description').notNull().default(''),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    lines: jsonb('lines').$type<ReturnLine[]>().notNull(),
    refundAmount: integer('refund_amount').notNull().default(0),
    rejectReason: text('reject_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId),
    index('order_returns_store_idx').on(t.storeId, t.createdAt),
    check('order_returns_refund_nonnegative', sql`${t.refundAmount} >= 0`),
  ],
);
