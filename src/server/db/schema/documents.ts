import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { goods } from './catalogue';
import { members, stores } from './members';
import { orderReturns, orders } from './orders';

/** One line × batch of a 收货验收: what arrived, what was accepted, what was refused and why, the codes ticked off. */
export type ReceivingLine = {
  lineId: number;
  batchId: number | null;
  batchNo: string;
  shipped: number;
  received: number;
  accepted: number;
  refused: number;
  reason: string;
  codes: string[];
};

/**
 * The buyer's receiving check (GSP 收货验收, issue 25 item 6) of a delivered order: once per order (unique),
 * written in one transaction with the after-sales request its refusals open; who and when are kept.
 */
export const orderReceivings = pgTable(
  'order_receivings',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    lines: jsonb('lines').$type<ReceivingLine[]>().notNull(),
    /** The after-sales request the refusals opened (null: everything accepted). */
    returnId: integer('return_id').references(() => orderReturns.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_receivings_order_idx').on(t.orderId), index('order_receivings_store_idx').on(t.storeId, t.createdAt)],
);

/** 首营资料 kinds: the wholesaler's own licences, and per goods its registration file. */
export const FIRST_SALE_KINDS = ['business_licence', 'drug_licence', 'gsp', 'quality_agreement', 'agent_letter', 'registration'] as const;
export type FirstSaleKind = (typeof FIRST_SALE_KINDS)[number];

/**
 * 首营资料 (issue 25 item 4): one current file per slot — `supplier:<kind>` for the wholesaler's licences,
 * `goods:<id>` for a goods' 药品注册批件 / 医疗器械注册证. Replacing a file bumps `version` (the buyers'
 * message goes out in that transaction, once). `file_key` `demo` is a demo file drawn on request.
 */
export const firstSaleFiles = pgTable(
  'first_sale_files',
  {
    id: serial('id').primaryKey(),
    slot: text('slot').notNull(),
    kind: text('kind', { enum: FIRST_SALE_KINDS }).notNull(),
    goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'cascade' }),
    certNo: text('cert_no').notNull().default(''),
    /** 销售人员委托书: the agent's name and 身份证号. */
    agentName: text('agent_name').notNull().default(''),
    agentIdNo: text('agent_id_no').notNull().default(''),
    fileKey: text('file_key').notNull(),
    sha256: text('sha256').notNull().default(''),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('first_sale_files_slot_idx').on(t.slot), index('first_sale_files_goods_idx').on(t.goodsId)],
);
