import { describe, expect, it, vi } from 'vitest';
import { emptyCommonData, withFallback } from '../../src/server/page/chrome-fallback';

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
