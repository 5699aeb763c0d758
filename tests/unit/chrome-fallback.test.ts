import { describe, expect, it, vi } from 'vitest';
import { emptyCommonData, withFallback } from '../../src/server/page/chrome-fallback';

// The page's chrome as a whole: common data, the top ad and the footer links all failing still render a page.
vi.mock('../../src/server/content/site-settings', () => ({
  getSiteSettings: () =>
    Promise.resolve({
      siteName: '药采',
      hotLine: '400-000-0000',
      complaintLine: '',
      qq1: '',
      qq2: '',
      company: { name: '', address: '', icp: '', licences: [] },
      qualityInspection: { quality_inspection_url: '', msg: '' },
    }),
}));
vi.mock('../../src/server/content/common-data', () => ({ commonData: () => Promise.reject(new Error('connection refused')) }));
vi.mock('../../src/server/content/focus', () => ({ focusAt: () => Promise.reject(new Error('connection refused')) }));
vi.mock('../../src/server/content/navigation', () => ({ globalLinks: () => Promise.reject(new Error('connection refused')) }));

describe('chrome data falls back to the spec defaults (issue 31 item 6)', () => {
  it('a failing read answers the default instead of throwing (the page still renders)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const common = await withFallback(
      'common data',
      () => Promise.reject(new Error('connection refused')),
      () => emptyCommonData(new Date('2026-11-27T00:00:00Z')),
    );
    expect(common).toEqual({ rnss: [], nav: [], category: [], category_yx: [], category_zy: [], category_qx: [], brand: [], timestamp: 1795737600 });
    expect(
      await withFallback(
        'top ad',
        () => Promise.reject(new Error('x')),
        () => [],
      ),
    ).toEqual([]);
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
  it('a working read answers its own value', async () => {
    expect(
      await withFallback(
        'top ad',
        () => Promise.resolve([1]),
        () => [],
      ),
    ).toEqual([1]);
  });
});

describe('chromeData when its reads fail (issue 31 item 6)', () => {
  it('answers the spec defaults (no top ad, empty menus) instead of throwing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { chromeData } = await import('../../src/server/page/page-context.server');
    const { routeByName } = await import('../../src/route-match');
    const chrome = await chromeData({ locals: { route: routeByName('home') } } as never);
    expect(chrome.common).toMatchObject({ rnss: [], nav: [], category: [], brand: [] });
    expect(chrome.topAd).toBeNull();
    expect(chrome.links).toEqual([]);
    expect(chrome.user.common_config.hot_line).toBe('400-000-0000');
    expect(log).toHaveBeenCalledTimes(3);
    log.mockRestore();
  });
});
