/**
 * Near-expiry (近效期): the one rule deciding it, from the goods' expiry date today (batches will
 * swap in the expiry of the batch that ships). DOMAIN.md: flag goods expiring within 6 months; they are
 * cleared in the 近效期专场 at clearance prices, where the buyer accepts the date before paying — so
 * the ordinary home floors and recommendations (为你推荐, 新人推荐) leave them out (issue 31 item 13),
 * and every list that still shows them (search, categories) flags them with the date.
 */
import { sql, type SQL } from 'drizzle-orm';
import { shanghaiToday } from '../../lib/time';

/** Goods expiring within this many months are flagged 近效期 (domain notes: under 6 months). */
export const NEAR_EXPIRY_MONTHS = 6;

/** The first expiry day (YYYY-MM-DD) that is not near-expiry seen from `today`. */
export function nearExpiryCutoff(today: string = shanghaiToday()): string {
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1 + NEAR_EXPIRY_MONTHS, d)).toISOString().slice(0, 10);
}

/** Whether an expiry day (YYYY-MM-DD) falls within {@link NEAR_EXPIRY_MONTHS} of `today`. */
export function isNearExpiry(expiryDate: string, today: string = shanghaiToday()): boolean {
  return expiryDate < nearExpiryCutoff(today);
}

/** The same rule as a condition on the goods row `alias` (`g`): true for goods that are NOT near-expiry. */
export function notNearExpirySql(alias: string, today: string = shanghaiToday()): SQL {
  return sql`${sql.raw(alias)}.expiry_date >= ${nearExpiryCutoff(today)}`;
}

/** Goods fit for the ordinary home floors: the shelves drop near-expiry goods (they belong to 近效期专场). */
export function forOrdinaryShelf<G extends { expiryDate: string }>(goods: readonly G[], today: string = shanghaiToday()): G[] {
  return goods.filter((g) => !isNearExpiry(g.expiryDate, today));
}
