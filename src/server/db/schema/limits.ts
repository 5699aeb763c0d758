import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './members';

/**
 * Rate-limit counters when REDIS_URL is not set (src/server/limits): one row per limited key,
 * bumped by a single `insert … on conflict do update … returning` so parallel requests each see
 * their own new count. `expire` null means the key never expires.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/**
 * Bytes a store's members keep in their upload folders (attachments/quota.ts, issue 33): reserved
 * by one conditional upsert before a file is written (`bytes + n <= max … returning`, no row back =
 * refused) and released when a file is removed, so parallel uploads cannot pass the limit together.
 * A store's row is started from its folders on its first upload after this table came.
 */
export const storeUploadUsage = pgTable(
  'store_upload_usage',
  {
    storeId: integer('store_id')
      .primaryKey()
      .references(() => stores.id),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('store_upload_usage_bytes_nonnegative', sql`${t.bytes} >= 0`)],
);
