import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { goods } from './catalogue';
import { stores } from './members';

/**
 * Saved purchase plans (常购计划) of a store: the confirmed matches of an imported list, run again in
 * one click. `minShelfMonths` is the plan's expiry preference (0 = none): goods expiring sooner are flagged.
 */
export const purchasePlans = pgTable(
  'purchase_plans',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    minShelfMonths: smallint('min_shelf_months').notNull().default(0),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('purchase_plans_store_idx').on(t.storeId, t.updatedAt), check('purchase_plans_shelf_range', sql`${t.minShelfMonths} between 0 and 60`)],
);

/**
 * One line of a saved plan: the goods confirmed for it and the quantity wanted, plus the text the
 * member imported (to match again when the goods is gone). `goodsId` null = the line stayed unmatched.
 */
export const purchasePlanLines = pgTable(
  'purchase_plan_lines',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => purchasePlans.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    name: text('name').notNull().default(''),
    spec: text('spec').notNull().default(''),
    maker: text('maker').notNull().default(''),
    approvalNo: text('approval_no').notNull().default(''),
    barcode: text('barcode').notNull().default(''),
  },
  (t) => [index('purchase_plan_lines_plan_idx').on(t.planId, t.position), check('purchase_plan_lines_quantity', sql`${t.quantity} between 1 and 99999`)],
);
