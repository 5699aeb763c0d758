/**
 * Near-expiry (近效期): THE one rule, shared by the catalogue (flags, shelves, SQL filters), checkout
 * (the step-2 confirmation, ../server/promotions/expiry.ts) and the purchase plan's shelf-life warning.
 * Goods whose shipping expiry falls less than 6 months after today (Shanghai days) are near-expiry
 * (DOMAIN.md); months are calendar months, a day past the month's end clamped to its last day.
 */
import { shanghaiToday } from './time';

/** Goods expiring within this many months are near-expiry. */
export const NEAR_EXPIRY_MONTHS = 6;

/** The day `months` after `today` (YYYY-MM-DD), clamped to the month's end (08-31 + 6 → 02-28/29). */
export function addMonthsDay(today: string, months: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, end))).toISOString().slice(0, 10);
}

/** The first expiry day (YYYY-MM-DD) that is not near-expiry seen from `today`. */
export function nearExpiryCutoff(today: string = shanghaiToday()): string {
  return addMonthsDay(today, NEAR_EXPIRY_MONTHS);
}

/** Whether an expiry day (YYYY-MM-DD) falls within {@link NEAR_EXPIRY_MONTHS} of `today`. */
export function isNearExpiry(expiryDate: string, today: string = shanghaiToday()): boolean {
  return expiryDate < nearExpiryCutoff(today);
}
