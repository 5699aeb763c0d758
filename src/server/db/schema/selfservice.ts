import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { goods } from './catalogue';
import { members, stores } from './members';
import { orders } from './orders';

/**
 * Self-service (自助服务, issue 15): favourites, wanted-product requests (品种求购), invoice-title
 * profiles and issued invoices (电子发票), customer-service chat. Every row belongs to a store; reads
 * by id always filter by the session's store.
 */

/** 我的收藏: one row per store and goods. */
export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorites_store_goods_idx').on(t.storeId, t.goodsId), index('favorites_store_created_idx').on(t.storeId, t.createdAt.desc())],
);

export const WANTED_STATUSES = ['pending', 'accepted', 'listed', 'rejected'] as const;
export type WantedStatus = (typeof WANTED_STATUSES)[number];

/** 品种求购: a member asks the platform to stock a product; the operator answers and may link the goods. */
export const wantedRequests = pgTable(
  'wanted_requests',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    name: text('name').notNull(),
    spec: text('spec').notNull().default(''),
    maker: text('maker').notNull().default(''),
    approvalNo: text('approval_no').notNull().default(''),
    quantity: integer('quantity').notNull(),
    /** Acceptable unit price in fen; null = not given. */
    price: integer('price'),
    /** 69 barcode (EAN-13) when the buyer has it: '' = not given. */
    barcode: text('barcode').notNull().default(''),
    /** Unit price paid elsewhere in fen; null = not given. */
    elsewherePrice: integer('elsewhere_price'),
    /** Uploaded photo (file key under UPLOAD_DIR), served only to the store. */
    photo: text('photo'),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    remark: text('remark').notNull().default(''),
    status: text('status', { enum: WANTED_STATUSES }).notNull().default('pending'),
    reply: text('reply').notNull().default(''),
    goodsId: integer('goods_id').references(() => goods.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wanted_store_idx').on(t.storeId, t.createdAt.desc()),
    check('wanted_quantity_positive', sql`${t.quantity} > 0`),
    check('wanted_price_nonnegative', sql`${t.price} is null or ${t.price} >= 0`),
    check('wanted_listed_has_goods', sql`${t.status} <> 'listed' or ${t.goodsId} is not null`),
  ],
);

export const INVOICE_KINDS = ['normal', 'vat'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** 发票抬头: 普通电子发票 (company or person) or 增值税专用发票 (company with bank details). */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    holder: text('holder', { enum: ['company', 'person'] })
      .notNull()
      .default('company'),
    title: text('title').notNull(),
    taxNo: text('tax_no').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    bank: text('bank').notNull().default(''),
    account: text('account').notNull().default(''),
    email: text('email').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoice_titles_store_idx').on(t.storeId), check('invoice_titles_vat_company', sql`${t.kind} <> 'vat' or ${t.holder} = 'company'`)],
);

/**
 * An invoice the operator issued for an order (the request itself is the order's invoice snapshot,
 * made at checkout step 2: an order asking for one without a row here is 待开票).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id)
      .unique(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    status: text('status', { enum: ['issued', 'red'] })
      .notNull()
      .default('issued'),
    invoiceNo: text('invoice_no').notNull(),
    /** 发票代码 (empty for 数电票, whose 20-digit number stands alone). */
    invoiceCode: text('invoice_code').notNull().default(''),
    /** 开票日期 (YYYY-MM-DD) and 税额 (fen), as the tax system printed them. */
    issueDate: text('issue_date').notNull().default(''),
    taxAmount: integer('tax_amount').notNull().default(0),
    /** The 红字发票 number when 红冲. */
    redInvoiceNo: text('red_invoice_no').notNull().default(''),
    /** Amount invoiced (fen): the order's payable less refunds when issued. */
    amount: integer('amount').notNull(),
    /** The PDF (file key under UPLOAD_DIR). */
    file: text('file').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    redAt: timestamp('red_at', { withTimezone: true }),
    redReason: text('red_reason').notNull().default(''),
  },
  (t) => [index('invoices_store_idx').on(t.storeId, t.issuedAt.desc()), check('invoices_amount_nonnegative', sql`${t.amount} >= 0`)],
);

/** Customer-service chat: one conversation per store; the operator answers from the CLI (console later). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    sender: text('sender', { enum: ['member', 'operator'] }).notNull(),
    /** Who wrote it: the member's username or the operator's name. */
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_store_idx').on(t.storeId, t.id)],
);
