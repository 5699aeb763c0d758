import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * The ERP open API (issue 28): keys with scopes, idempotent writes, the orders change feed, and the
 * webhook outbox. See src/server/integration/README.md.
 */
export const API_SCOPES = ['goods:write', 'stock:write', 'prices:write', 'orders:read', 'orders:write', 'members:read', 'members:write'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** An API key: the secret is shown once; only its SHA-256 is kept (a 256-bit random secret needs no slow hash). */
export const apiKeys = pgTable('api_keys', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The first characters of the secret, shown in lists to tell keys apart. */
  prefix: text('prefix').notNull(),
  secretHash: text('secret_hash').notNull().unique(),
  scopes: jsonb('scopes').$type<ApiScope[]>().notNull(),
  /** Addresses or CIDR ranges allowed to call with the key; empty = any. */
  ipAllow: jsonb('ip_allow').$type<string[]>().notNull().default([]),
  /** Requests per minute for this key (limits/ counts them). */
  ratePerMinute: integer('rate_per_minute').notNull().default(600),
  createdBy: text('created_by').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** One write per key and Idempotency-Key: its body's hash and the answer, replayed for a retry. */
export const apiIdempotency = pgTable(
  'api_idempotency',
  {
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKeys.id),
    idemKey: text('idem_key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: smallint('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.idemKey] })],
);

/**
 * The orders change feed: one row per order, moved to a new sequence number by a trigger on every
 * insert/update of the order (under a shared transaction-level advisory lock); a reader waits for the
 * writers in flight and reads only up to the sequence they had reached (integration/order-feed.ts).
 */
export const orderFeed = pgTable(
  'order_feed',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('order_feed_seq_idx').on(t.seq)],
);

/** An ERP's acknowledgement of an order (已接单), per key. */
export const orderAcks = pgTable(
  'order_acks',
  {
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKeys.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    erpRef: text('erp_ref').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.orderId] })],
);

export const WEBHOOK_EVENTS = [
  'order.created',
  'order.paid',
  'order.cancelled',
  'order.delivered',
  'return.requested',
  'return.approved',
  'member.registered',
  'licence.expiring',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const webhookSubscriptions = pgTable('webhook_subscriptions', {
  id: serial('id').primaryKey(),
  keyId: integer('key_id')
    .notNull()
    .references(() => apiKeys.id),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

/** The outbox: events written by triggers in the transaction of the change itself. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event: text('event').notNull(),
    /** Deliveries with the same key go out in id order ('order:12'). */
    orderingKey: text('ordering_key').notNull(),
    /** Makes an event once-only where the source could repeat it ('licence.expiring:q12:2026-12-27'). */
    dedupeKey: text('dedupe_key'),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_dedupe_idx').on(t.dedupeKey)],
);

export const DELIVERY_STATUSES = ['pending', 'delivered', 'dead'] as const;

/** One event for one subscription: fanned out in the event's transaction, leased by one instance at a time. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEvents.id),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id),
    orderingKey: text('ordering_key').notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastResponse: text('last_response').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_once_idx').on(t.eventId, t.subscriptionId),
    index('webhook_deliveries_due_idx')
      .on(t.nextAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_order_idx').on(t.subscriptionId, t.orderingKey, t.id),
  ],
);

/** Every attempt of a delivery: the log the console shows. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id),
    status: integer('status'),
    response: text('response').notNull().default(''),
    ms: integer('ms').notNull().default(0),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);
