import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { onInvalidate } from './memo';

/**
 * Rendered catalogue pages, keyed by host + URL + viewer class. A class is what decides what a
 * catalogue page shows: `visitor`, or a member's review state, company type and province (prices
 * and the 控销 release set follow from these). Pages hold nothing of one member: the header account,
 * cart badge and favourites are filled in the browser (islands), and a page that would show a
 * member's own numbers (a special's 您还可购买) is not stored. A session's class is learned when one
 * of its pages renders and forgotten on that session's writes (store switch, logout) and on any
 * global invalidation (an operator approving the store), so the front can serve a hit without the
 * database. Entries live PAGE_TTL_MS, so a price, stock or listing change shows within that bound
 * even when nobody invalidates. The store is an LRU bounded by bytes (PAGE_CACHE_MB, default 32).
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
/** Bytes of bodies (plain + compressed) kept; the least recently served pages go first. */
export const PAGE_CACHE_MAX_BYTES = Math.max(1, Number(process.env.PAGE_CACHE_MB) || 32) * 1024 * 1024;
/** How long a session's class is trusted without a render of that session (bounds an expired session). */
export const SESSION_CLASS_TTL_MS = 30_000;
const MAX_SESSIONS = 50_000;

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
  key: string;
  /** The viewer class it was rendered for. */
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

type Store = {
  pages: Map<string, CachedPage>;
  bytes: number;
  epoch: number;
  viewerEpochs: Map<string, number>;
  /** Session key → its viewer class and until when that is trusted. */
  sessions: Map<string, { viewerClass: string; until: number }>;
  wired: boolean;
};
const KEY = Symbol.for('yaocai.cache.pages');

function store(): Store {
  const holder = globalThis as { [KEY]?: Store };
  holder[KEY] ??= { pages: new Map(), bytes: 0, epoch: 0, viewerEpochs: new Map(), sessions: new Map(), wired: false };
  const s = holder[KEY];
  if (!s.wired) {
    s.wired = true;
    onInvalidate((scope) => (scope === 'all' ? dropAll() : dropViewer(scope)));
  }
  return s;
}

/** The login session id of a Cookie header, or undefined. */
function sessionId(cookieHeader: string | undefined): string | undefined {
  return cookieHeader?.match(/(?:^|;\s*)yaocai_sid=([^;]+)/)?.[1] || undefined;
}

/** Whether the request carries a login session cookie (without deriving its key). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return sessionId(cookieHeader) !== undefined;
}

/** `visitor`, or a key of the login session derived from its cookie (the cookie itself is never kept). */
export function viewerKey(cookieHeader: string | undefined): string {
  const id = sessionId(cookieHeader);
  if (!id) return 'visitor';
  return `s:${createHash('sha256').update(id).digest('base64url').slice(0, 22)}`;
}

export function pageKey(host: string, url: string, viewerClass: string): string {
  return `${host} ${url} ${viewerClass}`;
}

/** What a catalogue page depends on about its viewer (src/server/auth/viewer.ts). */
export type ClassOfViewer = { storeId: number | null; isPassed: boolean; companyType: string | null; province: string | null };

/** The viewer class a page is shared by: `visitor`, or `m:` + review state, company type and province. */
export function viewerClassKey(viewer: ClassOfViewer): string {
  if (viewer.storeId === null) return 'visitor';
  const parts = JSON.stringify([viewer.isPassed, viewer.companyType, viewer.province]);
  return `m:${createHash('sha256').update(parts).digest('base64url').slice(0, 16)}`;
}

/** The class of a session's pages when known and trusted (the front serves hits by it), else undefined. */
export function sessionClass(session: string, now = Date.now()): string | undefined {
  if (session === 'visitor') return 'visitor';
  const known = store().sessions.get(session);
  return known && known.until > now ? known.viewerClass : undefined;
}

/** Taken before rendering; a page rendered across an invalidation (global, or of its session) is not stored. */
export type RenderTicket = { epoch: number; session: string; viewerEpoch: number; at: number };

export function ticket(session: string, now = Date.now()): RenderTicket {
  const s = store();
  return { epoch: s.epoch, session, viewerEpoch: s.viewerEpochs.get(session) ?? 0, at: now };
}

/** Whether no write (global, or of the ticket's session) happened since the ticket was taken. */
function current(s: Store, t: RenderTicket): boolean {
  return t.epoch === s.epoch && t.viewerEpoch === (s.viewerEpochs.get(t.session) ?? 0);
}

/** Remembers the class a session's render found (unless a write of that session overlapped the render). */
export function rememberSessionClass(t: RenderTicket, viewerClass: string, now = Date.now()): void {
  const s = store();
  if (t.session === 'visitor' || !current(s, t)) return;
  if (s.sessions.size >= MAX_SESSIONS) s.sessions.clear();
  s.sessions.set(t.session, { viewerClass, until: now + SESSION_CLASS_TTL_MS });
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
  if (age < PAGE_TTL_MS) {
    // Least recently served last: the byte bound evicts from the front.
    s.pages.delete(key);
    s.pages.set(key, page);
    return { state: 'fresh', page };
  }
  if (age < PAGE_STALE_MAX_MS) return { state: 'stale', page };
  if (age > KEEP_MS) {
    remove(s, key, page);
    return { state: 'none' };
  }
  return { state: 'expired' };
}

export function storePage(key: string, t: RenderTicket, page: Omit<CachedPage, 'key' | 'etag' | 'storedAt' | 'renderedAt'>, now = Date.now()): CachedPage | null {
  const s = store();
  if (!current(s, t)) return null;
  const etag = `"${createHash('sha1').update(page.body).digest('base64url')}"`;
  const entry: CachedPage = { ...page, key, etag, storedAt: now, renderedAt: t.at };
  const old = s.pages.get(key);
  if (old) remove(s, key, old);
  s.pages.set(key, entry);
  s.bytes += entry.body.length;
  evict(s);
  return entry;
}

/** Drops the least recently served pages until the bytes fit the bound. */
function evict(s: Store): void {
  for (const [k, p] of s.pages) {
    if (s.bytes <= PAGE_CACHE_MAX_BYTES) break;
    remove(s, k, p);
  }
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
      grow(page, page.br.length);
    }
    return { body: page.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accept)) {
    if (!page.gzip) {
      page.gzip = gzipSync(page.body);
      grow(page, page.gzip.length);
    }
    return { body: page.gzip, encoding: 'gzip' };
  }
  return { body: page.body, encoding: null };
}

/** Counts a compressed copy added to a stored page (if it is still stored) and keeps the bound. */
function grow(page: CachedPage, bytes: number): void {
  const s = store();
  if (s.pages.get(page.key) !== page) return; // already dropped: its bytes are no longer counted
  s.bytes += bytes;
  evict(s);
}

function dropAll(): void {
  const s = store();
  s.epoch++;
  s.pages.clear();
  s.sessions.clear();
  s.bytes = 0;
}

/** A session wrote (cart, favourites, store switch, logout…): its class is learned again on its next page. */
function dropViewer(session: string): void {
  const s = store();
  s.viewerEpochs.set(session, (s.viewerEpochs.get(session) ?? 0) + 1);
  if (s.viewerEpochs.size > 100_000) s.viewerEpochs.clear();
  s.sessions.delete(session);
}

export function pageCacheStats(): { pages: number; bytes: number; sessions: number } {
  const s = store();
  return { pages: s.pages.size, bytes: s.bytes, sessions: s.sessions.size };
}
