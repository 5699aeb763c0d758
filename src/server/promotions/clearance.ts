/** 近效期专场: months left before a batch expires, and the zone's filter/sort query (pure). */

/** Month windows the zone filters by; 12 = every goods of the clearance activity. */
export const CLEARANCE_WINDOWS = [3, 6, 12] as const;
export type ClearanceQuery = { months: (typeof CLEARANCE_WINDOWS)[number]; sort: 'expiry' | 'price' };

/** Whole months from `today` to `expiry` (both YYYY-MM-DD), counting a started month as not yet passed. */
export function monthsLeft(expiry: string, today: string): number {
  const [y1, m1, d1] = today.split('-').map(Number);
  const [y2, m2, d2] = expiry.split('-').map(Number);
  let months = (y2! - y1!) * 12 + (m2! - m1!);
  if (d2! < d1!) months -= 1;
  return Math.max(0, months);
}

/** `?months=3|6|12&sort=expiry|price`; anything else falls back to 12 months, nearest expiry first. */
export function readClearanceQuery(url: URL): ClearanceQuery {
  const m = Number(url.searchParams.get('months'));
  const months = (CLEARANCE_WINDOWS as readonly number[]).includes(m) ? (m as ClearanceQuery['months']) : 12;
  return { months, sort: url.searchParams.get('sort') === 'price' ? 'price' : 'expiry' };
}
