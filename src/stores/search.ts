/**
 * The header search panel (spec sections 4, 5 and 9) as a store; the HeaderSearch island only renders
 * it and forwards events to these actions.
 *
 * - Drug / manufacturer toggle (`type` 1 / 2).
 * - Typing opens the panel and, after 500 ms without typing, asks for suggestions — only for a
 *   non-empty trimmed keyword; an empty keyword closes the panel and sends nothing.
 * - Suggestions are cached in sessionStorage per type and keyword and asked for again when the cached
 *   answer is older than 5 s. Failures are silently ignored (spec section 8).
 * - States: idle, searching, empty, results; results may carry the server's notice (an alias or a close
 *   spelling was searched: 已为您显示“对乙酰氨基酚”的结果), shown above them as on the search page. Keyboard: down / up move, enter chooses or submits,
 *   escape closes. Focus opens the panel (when there is a keyword), blur and submit close it.
 * - The submitted keyword is trimmed; submitting nothing does nothing.
 * - The bar turns sticky once the page is scrolled 205 px or more.
 */
import { atom, map, onMount } from 'nanostores';
import { apiGet, isCancelled } from '../client/api';
import type { SearchType, Suggestion, Suggestions } from '../wire/search';

export type { HighlightRange, SearchType, Suggestion } from '../wire/search';

export const DEBOUNCE_MS = 500;
export const CACHE_MS = 5000;
export const STICKY_AT = 205;
export const MAX_KEYWORD_LENGTH = 50;
export const CACHE_PREFIX = 'yaocai.search:';

export type SearchStatus = 'idle' | 'searching' | 'empty' | 'results';

export type SearchState = {
  type: SearchType;
  keywords: string;
  open: boolean;
  status: SearchStatus;
  suggestions: Suggestion[];
  /** Index of the keyboard-selected suggestion, -1 for none. */
  active: number;
  /** The server's notice for these suggestions (an alias or a close spelling: 已为您显示“…”的结果), else null. */
  notice: string | null;
};

export const $search = map<SearchState>({ type: 1, keywords: '', open: false, status: 'idle', suggestions: [], active: -1, notice: null });
export const $searchSticky = atom(false);

/** Whether the dropdown shows: open, and something to show (a state or suggestions). */
export function panelVisible(state: SearchState): boolean {
  return state.open && (state.status !== 'idle' || state.suggestions.length > 0);
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;
export type SearchEnv = {
  fetch(keywords: string, type: SearchType): Promise<Pick<Suggestions, 'list' | 'notice'>>;
  storage(): StorageLike | null;
  now(): number;
  navigate(url: string): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

const browserEnv: SearchEnv = {
  fetch: (keywords, type) => apiGet<Suggestions>('/api/goods/search', { keywords, type }, { silent: true }),
  storage: () => {
    try {
      return globalThis.sessionStorage ?? null;
    } catch {
      return null; // storage disabled: no cache
    }
  },
  now: () => Date.now(),
  navigate: (url) => globalThis.location?.assign(url),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

let env: SearchEnv = browserEnv;
let timer: unknown = null;
/** Counts requests so a late answer for an older keyword never overwrites a newer one. */
let generation = 0;

/** Tests replace the environment (fetch, clock, timers, storage, navigation). */
export function setSearchEnv(next: Partial<SearchEnv> | null): void {
  env = next ? { ...browserEnv, ...next } : browserEnv;
}

/** The search URL for a keyword (trimmed) and type; null for an empty keyword. */
export function searchUrl(keywords: string, type: SearchType): string | null {
  const k = keywords.trim();
  if (!k) return null;
  // Built here rather than through the router of ./url-state: the header search is on every page, and the
  // router would add its 1.4 KB (gzip) to each one's JS budget. Same address as the router's getPagePath.
  return `/search?${new URLSearchParams(type === 2 ? { keywords: k, type: String(type) } : { keywords: k })}`;
}

function cacheKey(keywords: string, type: SearchType): string {
  return `${CACHE_PREFIX}${type}:${keywords}`;
}

/** A cached answer for this keyword, and whether it is still fresh (younger than 5 s). */
export function readCache(keywords: string, type: SearchType): { list: Suggestion[]; notice: string | null; fresh: boolean } | null {
  try {
    const raw = env.storage()?.getItem(cacheKey(keywords, type));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { at: number; list: Suggestion[]; notice?: unknown };
    if (!Array.isArray(parsed.list) || typeof parsed.at !== 'number') return null;
    return { list: parsed.list, notice: typeof parsed.notice === 'string' ? parsed.notice : null, fresh: env.now() - parsed.at < CACHE_MS };
  } catch {
    return null;
  }
}

function writeCache(keywords: string, type: SearchType, list: Suggestion[], notice: string | null): void {
  try {
    env.storage()?.setItem(cacheKey(keywords, type), JSON.stringify({ at: env.now(), list, notice }));
  } catch {
    // quota or privacy mode: the cache is best-effort
  }
}

function show(list: Suggestion[], notice: string | null): void {
  $search.set({ ...$search.get(), suggestions: list, notice: list.length ? notice : null, status: list.length ? 'results' : 'empty', active: -1 });
}

function cancelPending(): void {
  if (timer !== null) env.clearTimeout(timer);
  timer = null;
}

/** Asks for suggestions for the current keyword now (the debounce has elapsed). */
export async function loadSuggestions(): Promise<void> {
  const { keywords, type } = $search.get();
  const k = keywords.trim();
  if (!k || [...k].length > MAX_KEYWORD_LENGTH) return;
  const cached = readCache(k, type);
  if (cached) show(cached.list, cached.notice);
  if (cached?.fresh) return;
  const mine = ++generation;
  if (!cached) $search.setKey('status', 'searching');
  try {
    const { list, notice = null } = await env.fetch(k, type);
    writeCache(k, type, list, notice);
    const now = $search.get();
    if (mine === generation && now.keywords.trim() === k && now.type === type) show(list, notice);
  } catch (error) {
    // Spec section 8: suggestion failures are silently ignored (a superseded request is cancelled).
    if (mine === generation && !isCancelled(error) && $search.get().status === 'searching') $search.setKey('status', 'idle');
  }
}

function schedule(): void {
  cancelPending();
  timer = env.setTimeout(() => {
    timer = null;
    void loadSuggestions();
  }, DEBOUNCE_MS);
}

/** Sets the initial state from the page (the keyword of a search result page, the chosen type). */
export function initSearch(keywords: string, type: SearchType): void {
  cancelPending();
  $search.set({ type, keywords, open: false, status: 'idle', suggestions: [], active: -1, notice: null });
}

let initialisedFromPage = false;

/**
 * The header island's first render in the browser: the page's keyword and type, once per page
 * load (a second header on the page, or a re-render, keeps what the user typed since).
 */
export function initSearchFromPage(keywords: string, type: SearchType): void {
  if (initialisedFromPage) return;
  initialisedFromPage = true;
  initSearch(keywords, type);
}

/** The user typed: keep the text, open the panel and ask after the debounce; empty closes. */
export function typeKeywords(keywords: string): void {
  const empty = keywords.trim() === '';
  generation++;
  // Typing opens the panel in the searching state at once; the request follows the debounce.
  $search.set({ ...$search.get(), keywords, open: !empty, active: -1, suggestions: [], notice: null, status: empty ? 'idle' : 'searching' });
  if (empty) cancelPending();
  else schedule();
}

/** Drug / manufacturer toggle: suggestions are per type, so ask again. */
export function setSearchType(type: SearchType): void {
  if ($search.get().type === type) return;
  $search.set({ ...$search.get(), type, suggestions: [], notice: null, status: 'idle', active: -1 });
  if ($search.get().keywords.trim()) {
    $search.setKey('open', true);
    schedule();
  }
}

/** Focus opens the panel when there is something to show for the keyword. */
export function focusSearch(): void {
  const { keywords, status } = $search.get();
  if (!keywords.trim()) return;
  $search.setKey('open', true);
  // Not typing: no debounce; a cached answer shows at once.
  if (status === 'idle') void loadSuggestions();
}

export function closeSearch(): void {
  $search.set({ ...$search.get(), open: false, active: -1 });
}

/** Down (+1) / up (-1) through the suggestions, wrapping around; opens a closed panel. */
export function moveActive(delta: 1 | -1): void {
  const state = $search.get();
  if (!state.open) {
    if (state.keywords.trim()) focusSearch();
    return;
  }
  const n = state.suggestions.length;
  if (n === 0) return;
  const next = state.active === -1 ? (delta === 1 ? 0 : n - 1) : (state.active + delta + n) % n;
  $search.setKey('active', next);
}

/** Goes to the search result page of a keyword; nothing for an empty one. Returns the URL used. */
function go(keywords: string, type: SearchType): string | null {
  const url = searchUrl(keywords, type);
  if (!url) return null;
  cancelPending();
  generation++;
  $search.set({ ...$search.get(), keywords: keywords.trim(), open: false, active: -1 });
  env.navigate(url);
  return url;
}

/** Enter or the search button: the selected suggestion if any, else the typed keyword (trimmed). */
export function submitSearch(): string | null {
  const { active, suggestions, keywords, type } = $search.get();
  const chosen = active >= 0 ? suggestions[active] : undefined;
  return chosen ? go(chosen.keywords, chosen.type) : go(keywords, type);
}

/** A click on a suggestion or a hot word. */
export function chooseSuggestion(index: number): string | null {
  const chosen = $search.get().suggestions[index];
  return chosen ? go(chosen.keywords, chosen.type) : null;
}

export function searchHotWord(word: string): string | null {
  return go(word, 1);
}

/** Sticky bar rule: scrolled 205 px or more. */
export function updateSticky(scrollY: number): void {
  const sticky = scrollY >= STICKY_AT;
  if ($searchSticky.get() !== sticky) $searchSticky.set(sticky);
}

// The sticky flag follows the window's scroll position while something renders it.
onMount($searchSticky, () => {
  const target = globalThis as unknown as Partial<Window>;
  if (typeof target.addEventListener !== 'function') return;
  const onScroll = () => updateSticky(target.scrollY ?? 0);
  onScroll();
  target.addEventListener('scroll', onScroll, { passive: true });
  return () => target.removeEventListener?.('scroll', onScroll);
});
