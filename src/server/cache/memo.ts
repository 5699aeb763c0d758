import { publishInvalidation, onRemoteInvalidation } from './bus';
export { flushInvalidations, closeBus } from './bus';

/**
 * In-process caches of data every page reads (site settings, nav, categories, brands, hot words,
 * banners, facet counts). Each entry lives at most its TTL; `invalidateCaches()` (called after a
 * write, and on other instances through the bus) drops everything at once. Off until
 * `enableCaches()` — the server turns them on; tests and scripts read the database directly.
 */
type Entry = { value: Promise<unknown>; expires: number; generation: number };
type State = { enabled: boolean; generation: number; entries: Map<string, Entry>; listeners: Set<(scope: string) => void> };

const KEY = Symbol.for('yaocai.cache.memo');
const MAX_ENTRIES = 2_000;

function state(): State {
  const holder = globalThis as { [KEY]?: State };
  holder[KEY] ??= { enabled: false, generation: 0, entries: new Map(), listeners: new Set() };
  return holder[KEY];
}

export function enableCaches(on = true): void {
  const s = state();
  if (on && !s.enabled) onRemoteInvalidation((scope) => dropLocal(scope));
  s.enabled = on;
  s.entries.clear();
  // Whatever was built before (the search index) is not used after: caches start empty.
  s.generation++;
}

export function cachesEnabled(): boolean {
  return state().enabled;
}

/** The current write generation: a value computed before a bump is never stored after it. */
export function cacheGeneration(): number {
  return state().generation;
}

/**
 * `load()` once per `ttlMs` per key; concurrent callers share one load (no stampede). A failed
 * load is not kept.
 */
export function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const s = state();
  if (!s.enabled) return load();
  const now = Date.now();
  const hit = s.entries.get(key);
  if (hit && hit.expires > now && hit.generation === s.generation) return hit.value as Promise<T>;
  const value = load();
  const entry: Entry = { value, expires: now + ttlMs, generation: s.generation };
  if (s.entries.size >= MAX_ENTRIES) s.entries.delete(s.entries.keys().next().value!);
  s.entries.set(key, entry);
  value.catch(() => {
    if (s.entries.get(key) === entry) s.entries.delete(key);
  });
  return value;
}

/** Subscribes to invalidations ('all' or a viewer key); the page store uses it. */
export function onInvalidate(listener: (scope: string) => void): void {
  state().listeners.add(listener);
}

function dropLocal(scope: string): void {
  const s = state();
  if (scope === 'all') {
    s.generation++;
    s.entries.clear();
  }
  for (const listener of s.listeners) listener(scope);
}

/**
 * After a write: 'all' (catalogue, prices, stock, settings: every cache on every instance) or one
 * viewer's key (that member's own rendered pages).
 */
export function invalidateCaches(scope = 'all'): void {
  dropLocal(scope);
  publishInvalidation(scope);
}
