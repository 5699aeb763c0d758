/**
 * Common data read by the header (spec section 3): hot searches, nav, category menus, brands and
 * the server timestamp, from GET /api/focus/common. Failures are silently ignored (section 8).
 */
import { atom } from 'nanostores';
import { apiGet } from '../client/api';
import type { CommonData } from '../wire/common';
import { syncClock } from './clock';

export type { Brand, CommonData, HotWord, MenuCategory, NavItem } from '../wire/common';

export const EMPTY_COMMON: CommonData = {
  rnss: [],
  nav: [],
  category: [],
  category_yx: [],
  category_zy: [],
  category_qx: [],
  brand: [],
  timestamp: null,
};

export const $common = atom<CommonData>(EMPTY_COMMON);
/** True once common data arrived (from the API or the server-rendered page). */
export const $commonLoaded = atom(false);

const LIST_KEYS = ['rnss', 'nav', 'category', 'category_yx', 'category_zy', 'category_qx', 'brand'] as const;

/** Fills missing or malformed fields with empty lists so islands can map without guards. */
export function normalizeCommon(data: Partial<CommonData> | null | undefined): CommonData {
  const out: CommonData = { ...EMPTY_COMMON };
  for (const key of LIST_KEYS) {
    const value = data?.[key];
    if (Array.isArray(value)) (out[key] as unknown[]) = value;
  }
  const ts = data?.timestamp;
  out.timestamp = typeof ts === 'number' || (typeof ts === 'string' && ts !== '') ? Number(ts) : null;
  return out;
}

/** Sets common data (server-rendered or fetched) and syncs the server clock from its timestamp. */
export function setCommon(data: Partial<CommonData> | null | undefined): void {
  const common = normalizeCommon(data);
  $common.set(common);
  $commonLoaded.set(true);
  syncClock(common.timestamp);
}

let pending: Promise<void> | null = null;

/**
 * Loads common data once; concurrent callers share one request. `force` re-fetches.
 * Failures are silent and keep what the store had.
 */
export function loadCommon(force = false): Promise<void> {
  if (pending) return pending;
  if ($commonLoaded.get() && !force) return Promise.resolve();
  pending = apiGet<Partial<CommonData>>('/api/focus/common', undefined, { silent: true })
    .then(setCommon)
    .catch(() => {
      // Silently ignored (spec section 8), cancellations included.
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
