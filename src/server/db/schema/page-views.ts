import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Page views per day and path (spec section 9: page-view statistics), counted in memory by the
 * server and added here in batches (src/server/analytics/page-views.ts). Read by operators only.
 */
export const pageViews = pgTable(
  'page_views',
  {
    day: date('day').notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);
