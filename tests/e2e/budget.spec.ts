/**
 * Performance budget of the pages people open from shared WeChat links (issue #7):
 * help pages are prerendered files served as they are; tiny HTML; no island hydrates before the
 * browser is idle except the header's; all JS of a page ≤ 90 KB gzip; the header arriving from its
 * server island does not shift the content. Figures go to test-results/budget.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { helpPaths } from '../../src/server/content/help-pages';

const JS_BUDGET = 90 * 1024;
const HTML_BUDGET = 12 * 1024; // gzip, per prerendered page
const CLS_BUDGET = 0.1;
const STATIC = [...helpPaths('underscore'), ...helpPaths('slash', ['/help/xrzn/hyzc'])].map((p) => p.path);
/** One page per kind: home, article, feedback form, login-style category and article, an alias; news and an activity. */
const SAMPLES = ['/help', '/help_xrzn_hyzc', '/help_us_tsjy', '/help/pay', '/help/zfps/ddzf', '/help/xrzn/gwzn', '/help_news', '/yjh/1'];
const gz = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length;
const figures: Record<string, unknown> = {};

test.afterAll(() => {
  fs.mkdirSync('test-results', { recursive: true });
  const file = 'test-results/budget.json';
  const old = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  fs.writeFileSync(file, JSON.stringify({ ...old, ...figures }, null, 2));
});

/** Records, in the page, when each island hydrated and whether the browser had been idle by then. */
async function watchHydration(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __idle: boolean; __hydrated: { url: string; client: string; inHeader: boolean; beforeIdle: boolean }[] };
    w.__idle = false;
    w.__hydrated = [];
    requestIdleCallback(() => {
      w.__idle = true;
    });
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as Element;
        if (el.localName === 'astro-island' && r.attributeName === 'ssr' && !el.hasAttribute('ssr')) {
          w.__hydrated.push({ url: el.getAttribute('component-url') ?? '', client: el.getAttribute('client') ?? '', inHeader: !!el.closest('header'), beforeIdle: !w.__idle });
        }
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
  });
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 5000 })));
  await page.waitForLoadState('networkidle');
}

test('help pages are prerendered files, served byte for byte, and tiny', async ({ request }) => {
  const sizes: Record<string, number> = {};
  for (const p of STATIC) {
    const file = path.join('dist/client', p, 'index.html');
    expect(fs.existsSync(file), `${file} (prerendered)`).toBe(true);
    const res = await request.get(p);
    expect(res.status(), p).toBe(200);
    const body = await res.body();
    expect(body.equals(fs.readFileSync(file)), `${p} is the built file`).toBe(true);
    sizes[p] = gz(body);
    expect(sizes[p], `${p} HTML gzip bytes`).toBeLessThanOrEqual(HTML_BUDGET);
  }
  // The footer-link path is rendered on demand (it redirects ?id=), everything else of the help centre is static.
  expect(fs.existsSync('dist/client/help/xrzn/hyzc/index.html')).toBe(false);
  figures.htmlGzipBytes = sizes;
});

for (const p of SAMPLES) {
  test(`JS budget and hydration order: ${p}`, async ({ page }) => {
    const js: { url: string; gzip: number }[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const body = await res.body().catch(() => null);
      if (body) js.push({ url: new URL(res.url()).pathname, gzip: gz(body) });
    });
    await watchHydration(page);
    await page.goto(p);
    await expect(page.locator('header.site-header')).toBeVisible(); // the header (a server island on static pages) arrived
    await settle(page);

    const total = js.reduce((n, f) => n + f.gzip, 0);
    figures[`js:${p}`] = { totalGzipKB: +(total / 1024).toFixed(1), files: js };
    expect(total, `${p}: ${(total / 1024).toFixed(1)} KB gzip of JS (${js.map((f) => `${f.url.split('/').pop()} ${(f.gzip / 1024).toFixed(1)}`).join(', ')})`).toBeLessThanOrEqual(
      JS_BUDGET,
    );

    type Hydrated = { url: string; client: string; inHeader: boolean; beforeIdle: boolean }[];
    const hydratedNow = () => page.evaluate(() => (window as unknown as { __hydrated: Hydrated }).__hydrated);
    // Islands on idle may come after the settle on a loaded machine: wait for the first, not for a time.
    await expect.poll(async () => (await hydratedNow()).length, { message: 'islands hydrated' }).toBeGreaterThan(0);
    const hydrated = await hydratedNow();
    for (const h of hydrated) {
      if (h.beforeIdle) expect(h.inHeader, `${h.url} hydrated before idle outside the header`).toBe(true);
      if (!h.inHeader) expect(['idle', 'visible'], h.url).toContain(h.client);
    }
  });
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 900 },
]) {
  test(`the deferred header does not shift the content (${viewport.width}px)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const shifts: Record<string, number> = {};
    for (const p of ['/help_xrzn_hyzc', '/help/pay', '/help']) {
      await page.goto(p);
      await expect(page.locator('header.site-header')).toBeVisible();
      await settle(page);
      shifts[p] = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(shifts[p], `CLS of ${p} at ${viewport.width}px`).toBeLessThan(CLS_BUDGET);
    }
    figures[`cls:${viewport.width}`] = shifts;
    await context.close();
  });
}
