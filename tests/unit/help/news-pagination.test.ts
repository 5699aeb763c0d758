import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decidePage, pageCount, pageHref, pagerItems, parsePageParam } from '../../../src/server/content/news-pagination';

describe('news paging', () => {
  it('reads ?page= strictly', () => {
    expect(parsePageParam(null)).toBeNull();
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam(' 3 ')).toBe(3);
    for (const bad of ['', 'abc', '-1', '2.5', '1e2', '0x10', '9999999999']) expect(parsePageParam(bad), bad).toBeNaN();
  });

  it('clamps bad pages to the nearest real page and redirects there', () => {
    expect(decidePage(null, 45, 10)).toEqual({ page: 1, pages: 5 });
    expect(decidePage('2', 45, 10)).toEqual({ page: 2, pages: 5 });
    expect(decidePage('5', 45, 10)).toEqual({ page: 5, pages: 5 });
    expect(decidePage('6', 45, 10)).toEqual({ page: 5, pages: 5, redirectTo: 5 });
    expect(decidePage('999999999', 45, 10)).toEqual({ page: 5, pages: 5, redirectTo: 5 });
    expect(decidePage('0', 45, 10)).toEqual({ page: 1, pages: 5, redirectTo: 1 });
    expect(decidePage('abc', 45, 10)).toEqual({ page: 1, pages: 5, redirectTo: 1 });
    expect(decidePage('3', 0, 10)).toEqual({ page: 1, pages: 1, redirectTo: 1 });
  });

  it('never throws and always lands on a page of the list', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), fc.nat(10_000), fc.integer({ min: 1, max: 50 }), (raw, total, size) => {
        const d = decidePage(raw, total, size);
        expect(d.pages).toBe(pageCount(total, size));
        expect(d.page).toBeGreaterThanOrEqual(1);
        expect(d.page).toBeLessThanOrEqual(d.pages);
        if (d.redirectTo !== undefined) {
          expect(d.redirectTo).toBe(d.page);
          expect(decidePage(String(d.redirectTo), total, size).redirectTo).toBeUndefined();
        }
      }),
    );
  });

  it('builds page links and a compact pager', () => {
    expect(pageHref('/help_news', 1)).toBe('/help_news');
    expect(pageHref('/help_news', 4)).toBe('/help_news?page=4');
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pagerItems(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pagerItems(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});
