import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $search,
  $searchSticky,
  CACHE_MS,
  DEBOUNCE_MS,
  chooseSuggestion,
  closeSearch,
  focusSearch,
  initSearch,
  moveActive,
  searchUrl,
  setSearchEnv,
  setSearchType,
  submitSearch,
  typeKeywords,
  updateSticky,
  type Suggestion,
} from '../../../src/stores/search';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}
const sug = (text: string, type: 1 | 2 = 1): Suggestion => ({ text, keywords: text, type, count: 1, match: 'prefix', highlight: [] });

let now = 0;
let storage = memoryStorage();
let fetchMock = vi.fn();
let navigate = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  now = 1_000_000;
  storage = memoryStorage();
  fetchMock = vi.fn(async (keywords: string, type: 1 | 2) => ({ list: [sug(`${keywords}-${type}-a`, type), sug(`${keywords}-${type}-b`, type)] }));
  navigate = vi.fn();
  setSearchEnv({ fetch: fetchMock, storage: () => storage, now: () => now, navigate });
  initSearch('', 1);
});
afterEach(() => {
  setSearchEnv(null);
  vi.useRealTimers();
});

describe('search store (catalogue header search)', () => {
  it('typing opens the panel and asks once, 500 ms after the last keystroke', async () => {
    typeKeywords('a');
    typeKeywords('am');
    typeKeywords('amx');
    expect($search.get().open).toBe(true);
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    typeKeywords('amxl');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('amxl', 1);
    expect($search.get()).toMatchObject({ status: 'results', open: true });
    expect($search.get().suggestions.map((s) => s.text)).toEqual(['amxl-1-a', 'amxl-1-b']);
  });

  it("shows the server's notice with its suggestions (an alias applied), cached with them, gone once the keyword changes", async () => {
    fetchMock.mockImplementation(async () => ({ list: [sug('对乙酰氨基酚片')], notice: '已为您显示“对乙酰氨基酚”的结果' }));
    typeKeywords('扑热息痛');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect($search.get()).toMatchObject({ status: 'results', notice: '已为您显示“对乙酰氨基酚”的结果' });
    typeKeywords('扑热');
    expect($search.get().notice).toBeNull();
    fetchMock.mockClear();
    typeKeywords('扑热息痛');
    expect($search.get().notice).toBeNull();
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect(fetchMock).not.toHaveBeenCalled(); // fresh in the cache, notice included
    expect($search.get().notice).toBe('已为您显示“对乙酰氨基酚”的结果');
    fetchMock.mockImplementation(async () => ({ list: [] }));
    typeKeywords('不存在的药');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect($search.get()).toMatchObject({ status: 'empty', notice: null });
  });

  it('empty or white-space keywords send nothing and close the panel', async () => {
    typeKeywords('   ');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
    expect($search.get().open).toBe(false);
    typeKeywords('amxl');
    typeKeywords('');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
    expect($search.get()).toMatchObject({ open: false, status: 'idle', suggestions: [] });
  });

  it('the keyword is trimmed before asking; the searching state shows while waiting', async () => {
    let resolve!: (v: { list: Suggestion[] }) => void;
    fetchMock.mockImplementationOnce(
      () =>
        new Promise((r) => {
          resolve = r;
        }),
    );
    typeKeywords('  阿莫西林  ');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect(fetchMock).toHaveBeenCalledWith('阿莫西林', 1);
    expect($search.get().status).toBe('searching');
    resolve({ list: [] });
    await vi.runAllTimersAsync();
    expect($search.get().status).toBe('empty');
  });

  it('suggestions come from sessionStorage while younger than 5 s, then are asked for again', async () => {
    typeKeywords('amxl');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect([...storage.data.keys()]).toEqual(['yaocai.search:1:amxl']);
    now += CACHE_MS - 1;
    typeKeywords('amx');
    typeKeywords('amxl');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect($search.get().status).toBe('results');
    now += 2;
    typeKeywords('amxl ');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a late answer for an older keyword never replaces the newer one', async () => {
    const pending: ((v: { list: Suggestion[] }) => void)[] = [];
    fetchMock.mockImplementation(() => new Promise((r) => pending.push(r)));
    typeKeywords('a');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    typeKeywords('ab');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    pending[1]({ list: [sug('new')] });
    pending[0]({ list: [sug('old')] });
    await vi.runAllTimersAsync();
    expect($search.get().suggestions.map((s) => s.text)).toEqual(['new']);
  });

  it('failures are silent', async () => {
    fetchMock.mockRejectedValueOnce(new Error('boom'));
    typeKeywords('amxl');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect($search.get().status).toBe('idle');
  });

  it('keyboard: down and up move through suggestions and wrap; enter chooses; escape closes', async () => {
    typeKeywords('amxl');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    moveActive(1);
    expect($search.get().active).toBe(0);
    moveActive(1);
    moveActive(1);
    expect($search.get().active).toBe(0);
    moveActive(-1);
    expect($search.get().active).toBe(1);
    expect(submitSearch()).toBe('/search?keywords=amxl-1-b');
    expect(navigate).toHaveBeenCalledWith('/search?keywords=amxl-1-b');
    expect($search.get()).toMatchObject({ open: false, keywords: 'amxl-1-b' });
    typeKeywords('amxl');
    moveActive(1);
    closeSearch();
    expect($search.get()).toMatchObject({ open: false, active: -1 });
  });

  it('submit uses the trimmed keyword; an empty one goes nowhere', () => {
    typeKeywords('  阿莫西林 ');
    expect(submitSearch()).toBe(`/search?keywords=${encodeURIComponent('阿莫西林')}`);
    typeKeywords('   ');
    expect(submitSearch()).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('focus opens the panel only for a keyword; the manufacturer toggle asks per type', async () => {
    focusSearch();
    expect($search.get().open).toBe(false);
    typeKeywords('康信');
    closeSearch();
    focusSearch();
    expect($search.get().open).toBe(true);
    setSearchType(2);
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect(fetchMock).toHaveBeenLastCalledWith('康信', 2);
    expect(chooseSuggestion(0)).toBe(`/search?${new URLSearchParams({ keywords: '康信-2-a', type: '2' })}`);
    expect(searchUrl('  ', 1)).toBeNull();
  });

  it('the bar is sticky from 205 px of scroll', () => {
    updateSticky(204);
    expect($searchSticky.get()).toBe(false);
    updateSticky(205);
    expect($searchSticky.get()).toBe(true);
    updateSticky(0);
    expect($searchSticky.get()).toBe(false);
  });
});
