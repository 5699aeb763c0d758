import fs from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { helpPaths, helpRoutes } from '../../src/server/content/help-pages';
import { matchRoute } from '../../src/route-match';
import { loginWithPassword } from './accounts-helpers';

const SITE = '药采';
/** The page's own h1 (login-style headers carry the route title as an h1 of their own). */
const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });
const shot = async (page: Page, name: string) => {
  fs.mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
};
/** Every request path of the help centre: canonical paths, aliases and the footer-link path. */
const PATHS = [...helpPaths('underscore'), ...helpPaths('slash', ['/help/xrzn/hyzc']), { path: '/help/xrzn/hyzc', routeName: 'help_xrzn_hyzc' }];
/** The whole help centre in reading order, as the previous/next links chain it. */
const READING_ORDER = [
  '会员注册',
  '购物指南',
  '安全购药',
  '资质上传说明',
  '网站资质',
  '用户协议',
  '专属客服',
  '首营资料与药检报告',
  '订单支付',
  '货物配送',
  '药品退换',
  '发票说明',
  '投诉建议',
  '联系我们',
];

test.describe('help centre', () => {
  test('every help path answers with its title, its heading and real content', async ({ request }) => {
    expect(PATHS.length).toBe(helpRoutes().reduce((n, r) => n + 1 + (r.aliases?.length ?? 0), 0));
    for (const { path } of PATHS) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      const title = matchRoute(path)!.route.title;
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], path).toBe(`${title} - ${SITE}`);
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      const text = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<[^>]+>/g, '');
      expect((text.match(/[\u4e00-\u9fff]/g) ?? []).length, path).toBeGreaterThan(150);
    }
  });

  test('walks the help navigation: home, category, article, previous/next through every article', async ({ page }) => {
    await page.goto('/help');
    await expect(page).toHaveTitle(`帮助中心 - ${SITE}`);
    const side = page.getByRole('navigation', { name: '帮助中心导航' });
    await expect(side.getByRole('link', { name: '帮助中心' })).toHaveAttribute('aria-current', 'page');
    await shot(page, 'help-home');

    await side.getByRole('link', { name: '新人指南' }).click();
    await expect(page).toHaveURL(/\/help_xrzn$/);
    await expect(h1(page)).toHaveText('新人指南');
    await region(page, '新人指南').getByRole('link', { name: '会员注册' }).click();
    await expect(page).toHaveURL(/\/help_xrzn_hyzc$/);
    await expect(page.getByRole('heading', { level: 2, name: '注册步骤' })).toBeVisible();
    await expect(side.getByRole('link', { name: '会员注册' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('已是第一篇')).toBeVisible();

    const seen: string[] = [];
    for (;;) {
      const title = (await h1(page).textContent())!.trim();
      seen.push(title);
      await expect(page).toHaveTitle(`${title} - ${SITE}`);
      await expect(page.getByRole('navigation', { name: '当前位置' }).getByText(title)).toHaveAttribute('aria-current', 'page');
      const next = page.getByRole('navigation', { name: '上一篇和下一篇' }).getByRole('link', { name: /下一篇/ });
      if (!(await next.count())) break;
      await next.click();
      await expect(h1(page)).not.toHaveText(title);
    }
    expect(seen).toEqual(READING_ORDER);
    await expect(page.getByText('已是最后一篇')).toBeVisible();

    await page.getByRole('link', { name: /上一篇/ }).click();
    await expect(h1(page)).toHaveText('投诉建议');
    await page.getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '帮助中心' }).click();
    await expect(page).toHaveURL(/\/help$/);
  });

  test('payment and delivery pages use the login-style header', async ({ page }) => {
    await page.goto('/help/pay');
    await expect(h1(page)).toHaveText('支付配送');
    const header = page.getByRole('banner'); // the slim header, once its server island arrived
    await expect(header.getByText(/客服热线：/)).toBeVisible();
    await expect(header.locator('.page-name')).toHaveText('支付配送');
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await region(page, '支付配送').getByRole('link', { name: '货物配送' }).click();
    await expect(page).toHaveURL(/\/help\/zfps\/hwps$/);
    await expect(page).toHaveTitle(`货物配送 - ${SITE}`);
    await shot(page, 'help-pay-article');
  });

  test('aliases and footer links (?id=) land on the article', async ({ page }) => {
    await page.goto('/help/xrzn/gwzn');
    await expect(h1(page)).toHaveText('购物指南');
    await page.goto('/help/xrzn/hyzc');
    await expect(h1(page)).toHaveText('会员注册');
    for (const [id, url, title] of [
      ['ypth', /\/help\/zfps\/ypth$/, '药品退换'],
      ['zzsc', /\/help_xrzn_zzsc$/, '资质上传说明'],
      ['nope', /\/help\/xrzn\/hyzc\?id=nope$/, '会员注册'],
    ] as const) {
      await page.goto(`/help/xrzn/hyzc?id=${id}`);
      await expect(page, id).toHaveURL(url);
      await expect(h1(page)).toHaveText(title);
    }
    await page.goto('/help_xrzn_hyzc');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: '用户协议' }).click();
    await expect(page).toHaveURL(/\/help_fwbz_yhxy$/);
    await expect(h1(page)).toHaveText('用户协议');
  });

  test('unknown help articles are 404 pages', async ({ request }) => {
    for (const path of ['/help_nope', '/help_xrzn_nope', '/help/zfps/nope', '/help/xrzn/hyzc/more', '/help_news_nope']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toContain('抱歉，您访问的页面不存在');
    }
  });

  test('the static pages still show the live header: login state from its island', async ({ page }) => {
    await page.goto('/help_fwbz_zskf');
    const header = page.locator('header.site-header');
    await expect(header.getByRole('link', { name: '请登录' })).toBeVisible();
    await expect(header.getByRole('link', { name: /我的购物车/ })).toBeVisible();
    await loginWithPassword(page, 'demo', 'Demo@123456', '杭州仁心大药房有限公司');
    await page.goto('/help_fwbz_zskf');
    await expect(header.getByRole('link', { name: '杭州仁心大药房有限公司' })).toBeVisible();
    await expect(header.getByRole('button', { name: '安全退出' })).toBeVisible();
    await shot(page, 'help-article-logged-in');
  });

  test('GET /api/article/category serves the service article list from the same articles', async ({ request }) => {
    const res = await request.get('/api/article/category?category_id=3');
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ code: 10000, data: { id: 3, name: '服务保障' } });
    expect(body.data.children.map((c: { id: string; name: string; url: string }) => [c.id, c.name, c.url])).toEqual([
      ['wzzz', '网站资质', '/help_fwbz_wzzz'],
      ['yhxy', '用户协议', '/help_fwbz_yhxy'],
      ['zskf', '专属客服', '/help_fwbz_zskf'],
      ['syzl', '首营资料与药检报告', '/help_fwbz_syzl'],
    ]);
    expect((await (await request.get('/api/article/category?category_id=1')).json()).data.name).toBe('新人指南');
    const missing = await request.get('/api/article/category?category_id=9');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 404, msg: '文章分类不存在' });
    const bad = await request.get('/api/article/category?category_id=abc');
    expect(bad.status()).toBe(422);
    expect(await bad.json()).toMatchObject({ code: 422, errors: { category_id: ['文章分类编号应为正整数'] } });
  });
});
