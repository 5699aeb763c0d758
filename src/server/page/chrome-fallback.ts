/**
 * Spec §7: failures fetching common data or the top ad are silently ignored — the page still renders
 * with the defaults (no hot words, navigation, categories or brands; no top ad) instead of a 500.
 * The error goes to the log, once per failed read.
 */
import type { CommonData } from '../content/common-data';

/** Common data when it cannot be read: the header, menu and footer render empty. */
export function emptyCommonData(now = new Date()): CommonData {
  return { rnss: [], nav: [], category: [], category_yx: [], category_zy: [], category_qx: [], brand: [], timestamp: Math.floor(now.getTime() / 1000) };
}

/** `read()`, or `fallback` (logged) when it fails. */
export async function withFallback<T>(what: string, read: () => Promise<T>, fallback: () => T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    console.error(`[chrome] ${what} unavailable, using the defaults:`, error);
    return fallback();
  }
}
