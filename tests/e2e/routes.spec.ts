import { expect, test } from './fixtures';
import { ROUTES, documentTitle } from '../../src/routes';
import { buildPath, matchRoute } from '../../src/route-match';
import { samplePath, samplePaths } from './sample-paths';

const SITE = '药采';
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

test.describe('every route of the table', () => {
  for (const route of ROUTES) {
    test(`${route.name} ${route.path}`, async ({ request }) => {
      for (const path of samplePaths(route)) {
        const res = await request.get(path, { maxRedirects: 0 });
        if (route.redirect) {
          expect(res.status(), path).toBe(302);
          expect(res.headers().location, path).toBe(samplePath(route.redirect));
          continue;
        }
        if (res.status() === 302) {
          // Guarded pages (login required, a flow's earlier step) send visitors to another page of the table.
          const location = new URL(res.headers().location, 'http://x');
          const target = matchRoute(location.pathname);
          expect(target, `${path} → ${location.pathname}`).toBeDefined();
          const landed = await request.get(location.pathname + location.search);
          expect(landed.status(), location.pathname).toBe(200);
          continue;
        }
        const expected = route.name === '404' ? 404 : 200;
        expect(res.status(), path).toBe(expected);
        expect(titleOf(await res.text()), path).toBe(documentTitle(route.title, SITE));
      }
    });
  }

  test('unknown paths answer the 404 page with HTTP 404', async ({ request }) => {
    for (const path of ['/no-such-page', '/list_info', '/cart_step3', '/help/xrzn/nothing/here']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      const html = await res.text();
      expect(titleOf(html)).toBe(`页面不存在 - ${SITE}`);
      expect(html).toContain('抱歉，您访问的页面不存在');
    }
  });

  test('redirect chains end on a page (register → register_index → step1)', async ({ page }) => {
    await page.goto('/register');
    await expect(page).toHaveURL(/\/register\/step1$/);
    await expect(page).toHaveTitle(`注册账号 - ${SITE}`);
    // Logistics redirects to the order detail, which itself asks visitors to log in first.
    await page.goto('/order/wl/5');
    await expect(page).toHaveURL(/\/login\?redirect=%2Forder%2Finfo%2F5%3Fwl%3D1$/);
  });

  test('footer help links with ?id= land on their article', async ({ request }) => {
    const res = await request.get('/help/xrzn/hyzc?id=ypth', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe(buildPath('/help/zfps/ypth'));
  });
});
