/**
 * Near-expiry (近效期) on the catalogue: the rule itself is src/lib/near-expiry.ts (shared with checkout). DOMAIN.md: flag goods expiring within 6 months; they are
 * cleared in the 近效期专场 at clearance prices, where the buyer accepts the date before paying — so
 * the ordinary home floors and recommendations (为你推荐, 新人推荐) leave them out (issue 31 item 13),
 * and every list that still shows them (search, categories) flags them with the date.
 */
import { sql, type SQL } from 'drizzle-orm';
import { shanghaiToday } from '../../lib/time';
import { isNearExpiry, nearExpiryCutoff } from '../../lib/near-expiry';

/** The same rule as a condition on the goods row `alias` (`g`): true for goods that are NOT near-expiry. */
export function notNearExpirySql(alias: string, today: string = shanghaiToday()): SQL {
  return sql`${sql.raw(alias)}.expiry_date >= ${nearExpiryCutoff(today)}`;
}

/** Goods fit for the ordinary home floors: the shelves drop near-expiry goods (they belong to 近效期专场). */
export function forOrdinaryShelf<G extends { expiryDate: string }>(goods: readonly G[], today: string = shanghaiToday()): G[] {
  return goods.filter((g) => !isNearExpiry(g.expiryDate, today));
}
