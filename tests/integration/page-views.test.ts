/** Issue 31 item 7: page-view statistics (spec section 9) — a beacon counts, the counts reach page_views in one upsert. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { TestBrowser } from '../helpers/accounts-browser';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/rows';
import { POST as pv } from '../../src/pages/api/pv';
import { dayViews, flushPageViews } from '../../src/server/analytics/page-views';
import { shanghaiToday } from '../../src/lib/time';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ goodsCount: 100 });
});
afterAll(async () => {
  await t?.teardown();
});

describe('POST /api/pv', () => {
  it('counts views per day and path, added to what is stored', async () => {
    const browser = new TestBrowser();
    for (let i = 0; i < 3; i++) expect((await browser.call(pv, '/api/pv', { body: { path: '/yx' } })).status).toBe(204);
    expect((await browser.call(pv, '/api/pv', { body: { path: '/' } })).status).toBe(204);
    await flushPageViews();
    await browser.call(pv, '/api/pv', { body: { path: '/yx' } });
    await flushPageViews();
    const rows = await queryRows<{ path: string; views: number }>(t.db, sql`SELECT path, views FROM page_views WHERE day = ${shanghaiToday()} ORDER BY path`);
    expect(rows).toEqual([
      { path: '/', views: 1 },
      { path: '/yx', views: 4 },
    ]);
    // What the console's 工作台 shows an operator: today's total and the most viewed paths first.
    expect(await dayViews()).toEqual({
      day: shanghaiToday(),
      total: 5,
      paths: [
        { path: '/yx', views: 4 },
        { path: '/', views: 1 },
      ],
    });
    expect(await dayViews('2000-01-01')).toEqual({ day: '2000-01-01', total: 0, paths: [] });
  });

  it('refuses what is not a shop path with the 422 shape and counts nothing', async () => {
    const browser = new TestBrowser();
    for (const path of ['https://evil.test/', '/admin/orders', '/a?b=1', 'x'.repeat(300)]) {
      const answer = await browser.call(pv, '/api/pv', { body: { path } });
      expect(answer.status).toBe(422);
    }
    await flushPageViews();
    const rows = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM page_views WHERE path LIKE '%admin%' OR path LIKE '%evil%'`);
    expect(rows[0]!.n).toBe(0);
  });
});
