import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { operators } from './console';

/**
 * Console exports too large to answer in the request (src/server/exports/): who asked, what
 * (kind + validated parameters), the permission it needs to download, its state and the file
 * under the upload root once written. A worker takes a row with FOR UPDATE SKIP LOCKED and holds a
 * lease on it (`claim`, `lease_until`): if its process dies the lease runs out and another takes it.
 */
export const EXPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'expired'] as const;

export const exportJobs = pgTable(
  'export_jobs',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    permission: text('permission').notNull(),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull(),
    /** The name the download is saved as (e.g. 订单-已完成.xlsx). */
    fileName: text('file_name').notNull(),
    status: text('status', { enum: EXPORT_JOB_STATUSES }).notNull().default('queued'),
    /** Storage key under the upload root (exports/…), set when done. */
    fileKey: text('file_key'),
    rows: integer('rows'),
    error: text('error'),
    /** The worker holding the job: a random token and until when it holds it. */
    claim: text('claim'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('export_jobs_status_idx').on(t.status, t.id),
    index('export_jobs_operator_idx').on(t.operatorId, t.id),
    check('export_jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed', 'expired')`),
  ],
);
