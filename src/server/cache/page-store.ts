import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { onInvalidate } from './memo';

/**
 * Rendered catalogue pages, keyed by host + URL + viewer. The viewer is `visitor` (no session
 * cookie: everyone without a login sees the same page) or one login session (a member's page
 * carries their header account, favourites and prices, so it is only ever served back to that
 * same session). Entries live PAGE_TTL_MS, so a price, stock or listing change shows within that
 * bound even when nobody invalidates; a member's own write drops their pages at once.
 * State lives on globalThis: the built site (middleware stores) and the Node front (serves hits)
 * are separate module copies.
 */
export const PAGE_TTL_MS = 2_000;
/**
 * After PAGE_TTL_MS one request re-renders while the others are still served the old page, up to
 * this age (counted from when its render began): a change shows within 5 s even under load.
 */
export const PAGE_STALE_MAX_MS = 4_500;
/** Expired pages are remembered (not served) this long, so a burst of misses renders once. */
const KEEP_MS = 60_000;
const MAX_BYTES = 64 * 1024 * 1024;

/** Routes whose pages are cached: the catalogue a buyer pages through (not cart, orders, account). */
export const CACHED_ROUTES = new Set([
  'home',
  'list_index',
  'list_table',
  'list_no_image',
  'list_info',
  'list_info_pt',
  'list_other',
  'search_index',
  'search_table',
  'ppzq_index',
  'ppzq_info',
  'kxzq',
  'kxzq_index',
  'kxzq_goods',
  'yx_index',
  'yx_table',
  'zyyp',
  'qxzq',
]);

export type CachedPage = {
  viewer: string;
  status: number;
  headers: [string, string][];
  body: Buffer;
  etag: string;
  /** When its render began: what it shows is at least this fresh. */
  renderedAt: number;
  storedAt: number;
  br?: Buffer;
  gzip?: Buffer;
};

type Store = { pages: Map<string, CachedPage>; bytes: number; epoch: number; viewerEpochs: Map<string, number>; wired: boolean };
const KEY = Symbol.for('yaocai.cache.pages');

function store(): Store {
  const holder = globalThis as { [KEY]?: Store };
  holder[KEY] ??= { pages: new Map(), bytes: 0, epoch: 0, viewerEpochs: new Map(), wired: false };
  const s = holder[KEY];
  if (!s.wired) {
    s.wired = true;
    onInvalidate((scope) => (scope === 'all' ? dropAll() : dropViewer(scope)));
  }
  return s;
}

export const SESSION_COOKIE_NAME = 'yaocai_sid';

/** `visitor`, or a key derived from the session cookie (the cookie itself is never kept). */
export function viewerKey(cookieHeader: string | undefined): string {
  const match = cookieHeader?.match(/(?:^|;\s*)yaocai_sid=([^;]+)/);
  if (!match?.[1]) return 'visitor';
  return `s:${createHash('sha256').update(match[1]).digest('base64url').slice(0, 22)}`;
}

export function pageKey(host: string, url: string, viewer: string): string {
  return `${host} ${url} ${viewer}`;
}

/** Taken before rendering; a page rendered across an invalidation is not stored. */
export type RenderTicket = { epoch: number; viewerEpoch: number; at: number };

export function ticket(viewer: string, now = Date.now()): RenderTicket {
  const s = store();
  return { epoch: s.epoch, viewerEpoch: s.viewerEpochs.get(viewer) ?? 0, at: now };
}

/**
 * `fresh`: serve. `stale`: serve, but one request should render it again. `expired`: known to be
 * cacheable, render (once). `none`: never stored (or dropped by a write).
 */
export type Lookup = { state: 'fresh' | 'stale'; page: CachedPage } | { state: 'expired' | 'none'; page?: undefined };

export function lookupPage(key: string, now = Date.now()): Lookup {
  const s = store();
  const page = s.pages.get(key);
  if (!page) return { state: 'none' };
  const age = now - page.renderedAt;
  if (age < PAGE_TTL_MS) return { state: 'fresh', page };
  if (age < PAGE_STALE_MAX_MS) return { state: 'stale', page };
  if (age > KEEP_MS) {
    remove(s, key, page);
    return { state: 'none' };
  }
  return { state: 'expired' };
}

export function storePage(key: string, t: RenderTicket, page: Omit<CachedPage, 'etag' | 'storedAt' | 'renderedAt'>, now = Date.now()): CachedPage | null {
  const s = store();
  if (t.epoch !== s.epoch || t.viewerEpoch !== (s.viewerEpochs.get(page.viewer) ?? 0)) return null;
  const etag = `"${createHash('sha1').update(page.body).digest('base64url')}"`;
  const entry: CachedPage = { ...page, etag, storedAt: now, renderedAt: t.at };
  const old = s.pages.get(key);
  if (old) remove(s, key, old);
  s.pages.set(key, entry);
  s.bytes += entry.body.length;
  for (const [k, p] of s.pages) {
    if (s.bytes <= MAX_BYTES) break;
    remove(s, k, p);
  }
  return entry;
}

function remove(s: Store, key: string, page: CachedPage): void {
  if (s.pages.get(key) !== page) return;
  s.pages.delete(key);
  s.bytes -= page.body.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0);
}

/** The body in the encoding the client accepts (br, else gzip, else identity), compressed once per entry. */
export function encoded(page: CachedPage, acceptEncoding: string | undefined): { body: Buffer; encoding: 'br' | 'gzip' | null } {
  const accept = acceptEncoding ?? '';
  if (page.body.length < 1024) return { body: page.body, encoding: null };
  if (/\bbr\b/.test(accept)) {
    if (!page.br) {
      page.br = brotliCompressSync(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
      store().bytes += page.br.length;
    }
    return { body: page.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accept)) {
    if (!page.gzip) {
      page.gzip = gzipSync(page.body);
      store().bytes += page.gzip.length;
    }
    return { body: page.gzip, encoding: 'gzip' };
  }
  return { body: page.body, encoding: null };
}

function dropAll(): void {
  const s = store();
  s.epoch++;
  s.pages.clear();
  s.bytes = 0;
}

function dropViewer(viewer: string): void {
  const s = store();
  s.viewerEpochs.set(viewer, (s.viewerEpochs.get(viewer) ?? 0) + 1);
  if (s.viewerEpochs.size > 100_000) s.viewerEpochs.clear();
  for (const [k, p] of s.pages) if (p.viewer === viewer) remove(s, k, p);
}

export function pageCacheStats(): { pages: number; bytes: number } {
  const s = store();
  return { pages: s.pages.size, bytes: s.bytes };
}
