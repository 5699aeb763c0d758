import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
