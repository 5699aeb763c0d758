import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { goods } from './catalogue';
import { goodsBatches } from './batches';
import { orderLines, orders } from './orders';

/**
 * The operator console (issue 18): operators and their roles, their sessions (a cookie of their
 * own, never a member's session), the append-only audit log (a trigger refuses UPDATE and DELETE,
 * drizzle/…_console_custom.sql), the stock-movement ledger and what was actually shipped per line.
 */
export const OPERATOR_ROLES = ['admin', 'reviewer', 'merchandiser', 'orders', 'finance', 'service'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: OPERATOR_ROLES }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret once the operator has confirmed one; null = no second factor. */
    totpSecret: text('totp_secret'),
    /** A secret being set up, confirmed by a first code. */
    totpPending: text('totp_pending'),
    /** The 30-second time step of the last TOTP code accepted: a code (or an older one) works once. */
    totpLastStep: integer('totp_last_step'),
    disabled: integer('disabled').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operators_username_idx').on(t.username)],
);

/** Operator sessions: the cookie holds a random token, the table its SHA-256. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for a refusal with no operator signed in (a console API called without a session). */
    operatorId: integer('operator_id').references(() => operators.id),
    operatorName: text('operator_name').notNull(),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_object_idx').on(t.objectType, t.objectId), index('audit_log_operator_idx').on(t.operatorId, t.id)],
);

/** Every stock change of a goods with its reason; goods.stock moves only together with a row here. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    /** The batch moved (issue 24); then `stock_after` is that batch's stock after. Null: a combination's own stock. */
    batchId: integer('batch_id').references(() => goodsBatches.id),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_goods_idx').on(t.goodsId, t.id),
    check('stock_movements_delta_nonzero', sql`${t.delta} <> 0`),
    check('stock_movements_after_nonnegative', sql`${t.stockAfter} >= 0`),
  ],
);

/** The batch number and expiry actually shipped for each order line (one row per line). */
export const orderLineShipments = pgTable(
  'order_line_shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    batchNo: text('batch_no').notNull(),
    expiryDate: text('expiry_date').notNull(),
  },
  (t) => [uniqueIndex('order_line_shipments_line_idx').on(t.lineId), index('order_line_shipments_order_idx').on(t.orderId)],
);
