import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { goods } from './catalogue';
import { orderLines, orders } from './orders';

/**
 * Stock by batch (issue 24; src/server/batches/README.md has the model). A goods holds batches, each with
 * its own 批号, dates, units on hand and 药检报告. `goods.stock` stays the sellable-now counter that checkout
 * decrements; it is derived from the batches (Σ sellable batch stock − units reserved by open orders) and
 * rewritten under the goods row lock by every batch change (`refreshGoods`), never edited on its own.
 */
export const BATCH_STATUSES = ['正常', '停售', '召回'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const goodsBatches = pgTable(
  'goods_batches',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    batchNo: text('batch_no').notNull(),
    productionDate: date('production_date').notNull(),
    expiryDate: date('expiry_date').notNull(),
    /** Units of this batch still in the warehouse (shipping takes them out). */
    stock: integer('stock').notNull().default(0),
    status: text('status', { enum: BATCH_STATUSES }).notNull().default('正常'),
    /** Why it was stopped or recalled (shown to buyers in the recall message). */
    statusReason: text('status_reason').notNull().default(''),
    /** The 药检报告: an upload key under UPLOAD_DIR (`batch-reports/…`, PDF or re-encoded image), '' none. */
    reportKey: text('report_key').notNull().default(''),
    /**
     * Below 6 months to expiry a batch is sold only in the 近效期专场 (at its clearance price); true = the
     * operator lets it sell at the ordinary price too (issue 24; src/server/batches/zone-rule.ts).
     */
    ordinarySale: boolean('ordinary_sale').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_batches_no_idx').on(t.goodsId, t.batchNo),
    index('goods_batches_fefo_idx').on(t.goodsId, t.expiryDate, t.id),
    check('goods_batches_stock_nonnegative', sql`${t.stock} >= 0`),
    check('goods_batches_status', sql`${t.status} in ('正常', '停售', '召回')`),
    check('goods_batches_dates', sql`${t.expiryDate} > ${t.productionDate}`),
  ],
);

/** Which batch each shipped unit left from: one row per (order line, goods, batch); a line may span batches. */
export const orderLineBatches = pgTable(
  'order_line_batches',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    /** The goods the units are (the line's goods, or a part of a combination line). */
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => goodsBatches.id),
    number: integer('number').notNull(),
  },
  (t) => [
    uniqueIndex('order_line_batches_line_batch_idx').on(t.lineId, t.goodsId, t.batchId),
    index('order_line_batches_order_idx').on(t.orderId),
    index('order_line_batches_batch_idx').on(t.batchId),
    check('order_line_batches_number_positive', sql`${t.number} >= 1`),
  ],
);

/** Package levels of a 码上放心 code: 1 最小销售包装 (盒), 2 中包装, 3 箱. */
export const TRACE_LEVELS = [1, 2, 3] as const;

/** 药品追溯码 shipped per order line: each code once in the whole platform; a case code covers `units`. */
export const orderTraceCodes = pgTable(
  'order_trace_codes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    level: smallint('level').notNull().default(1),
    units: integer('units').notNull().default(1),
  },
  (t) => [
    uniqueIndex('order_trace_codes_code_idx').on(t.code),
    index('order_trace_codes_line_idx').on(t.lineId),
    check('order_trace_codes_units_positive', sql`${t.units} >= 1`),
    check('order_trace_codes_level', sql`${t.level} between 1 and 3`),
    check('order_trace_codes_digits', sql`${t.code} ~ '^[0-9]{20}$'`),
  ],
);

/** A shipped line without codes (无码) and why: the goods carries none, or the operator's reason. */
export const orderLineUntraced = pgTable('order_line_untraced', {
  lineId: integer('line_id')
    .primaryKey()
    .references(() => orderLines.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
});

/** Goods-level flag: this goods carries no trace code (器械, 饮片 …), so its lines ship 无码. */
export const goodsUntraced = pgTable('goods_untraced', {
  goodsId: integer('goods_id')
    .primaryKey()
    .references(() => goods.id, { onDelete: 'cascade' }),
  flagged: boolean('flagged').notNull().default(true),
});
