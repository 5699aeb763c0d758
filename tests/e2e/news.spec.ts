import fs from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { api, loginDemo } from './demo-api';

const SITE = '药采';
const list = (page: Page) => page.getByRole('list', { name: /列表，第 \d+ 页/ });
const pager = (page: Page) => page.getByRole('navigation', { name: '分页' });

test.describe('news', () => {
  test('walks the paginated list page by page: every article once, newest first', async ({ page }) => {
    await page.goto('/help_news');
    await expect(page).toHaveTitle(`新闻资讯 - ${SITE}`);
    await expect(pager(page).getByRole('link', { name: '第 1 页，当前页' })).toHaveAttribute('aria-current', 'page');
    const pages = Number(
      (await pager(page)
        .getByText(/共 \d+ 页/)
        .textContent())!.match(/\d+/)![0],
    );
    expect(pages).toBeGreaterThan(1);
    fs.mkdirSync('test-results/screens', { recursive: true });
    await page.screenshot({ path: 'test-results/screens/news-list.png', fullPage: true });

    const titles: string[] = [];
    const dates: string[] = [];
    for (let p = 1; ; p++) {
      const items = list(page).getByRole('listitem');
      expect(await items.count()).toBeLessThanOrEqual(10);
      titles.push(...(await items.getByRole('heading', { level: 2 }).allTextContents()));
      dates.push(...(await items.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!))));
      if (p === pages) break;
      await pager(page).getByRole('link', { name: '下一页' }).click();
      await expect(page).toHaveURL(new RegExp(`/help_news\\?page=${p + 1}$`));
      await expect(page).toHaveTitle(`新闻资讯（第 ${p + 1} 页） - ${SITE}`);
      await expect(pager(page).getByRole('link', { name: `第 ${p + 1} 页，当前页` })).toBeVisible();
    }
    await expect(pager(page).getByText('下一页')).toHaveAttribute('aria-disabled', 'true');
    expect(new Set(titles).size).toBe(titles.length);
    expect(dates).toEqual([...dates].sort().reverse());

    await pager(page).getByRole('link', { name: '第 1 页' }).click();
    await expect(page).toHaveURL(/\/help_news$/);
    await expect(pager(page).getByText('上一页')).toHaveAttribute('aria-disabled', 'true');
  });

  test('clamps bad pages instead of failing', async ({ page, request }) => {
    for (const [query, target] of [
      ['abc', /\/help_news$/],
      ['0', /\/help_news$/],
      ['-2', /\/help_news$/],
      ['99999', /\/help_news\?page=\d+$/],
    ] as const) {
      const res = await request.get(`/help_news?page=${query}`, { maxRedirects: 0 });
      expect(res.status(), query).toBe(302);
      expect(res.headers().location, query).toMatch(target);
    }
    await page.goto('/help_news_hy?page=99999');
    await expect(pager(page).getByText('下一页')).toHaveAttribute('aria-disabled', 'true');
    await expect(list(page).getByRole('listitem').first()).toBeVisible();
  });

  test('the /news alias, the type tabs, and an article with its neighbours', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('新闻资讯');
    await page.getByRole('navigation', { name: '资讯分类' }).getByRole('link', { name: '行业资讯' }).click();
    await expect(page).toHaveURL(/\/help_news_hy$/);
    await expect(page).toHaveTitle(`行业资讯 - ${SITE}`);

    const first = list(page).getByRole('listitem').first().getByRole('heading', { level: 2 });
    const title = (await first.textContent())!.trim();
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/help_news_info\/\d+\/hy$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`资讯详情 - ${SITE}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '行业资讯' })).toBeVisible();
    await expect(page.locator('.prose p').first()).not.toBeEmpty();
    await expect(page.getByText('已是最新一篇')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/news-article.png', fullPage: true });

    const older = page.getByRole('link', { name: /下一篇/ });
    const olderTitle = (await older.textContent())!.replace('下一篇', '').trim();
    await older.click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(olderTitle);
    await expect(page).toHaveURL(/\/help_news_info\/\d+\/hy$/);
  });

  test('unknown ids and mismatched types are 404 pages', async ({ request }) => {
    const html = await (await request.get('/help_news_company')).text();
    const [, id] = /href="\/help_news_info\/(\d+)\/company"/.exec(html)!;
    expect((await request.get(`/help_news_info/${id}/company`)).status()).toBe(200);
    for (const path of [
      `/help_news_info/${id}/hy`,
      `/help_news_info/${id}/other`,
      '/help_news_info/999999/company',
      '/help_news_info/abc/hy',
      '/help_news_info/99999999999999/hy',
      '/help_news_info/1',
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toContain('抱歉，您访问的页面不存在');
    }
  });

  test('news pages are cached like static files: the second visitor gets the stored page', async ({ request }) => {
    const url = `/help_news_company?page=2&t=${Date.now()}`; // a key no other test used
    const first = await request.get(url);
    expect(first.status()).toBe(200);
    expect(first.headers()['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(first.headers()['x-astro-cache']).toBe('MISS');
    const second = await request.get(url);
    expect(second.headers()['x-astro-cache']).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
  });

  test('a member never gets a visitor’s stored page: the header names the company without a reload, on news and on prerendered help', async ({ page, request }) => {
    const url = `/help_news_hy?t=${Date.now()}`;
    await request.get(url); // a visitor stores the page…
    expect((await request.get(url)).headers()['x-astro-cache']).toBe('HIT');
    await loginDemo(page);
    const company = (await api(page.request, 'GET', '/api/user/base')).company as string;
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
    const member = await page.goto(url); // …and the member gets a render of their own
    expect(member!.headers()['x-astro-cache']).toBeUndefined();
    expect(member!.headers()['cache-control']).toMatch(/^private/);
    const banner = page.locator('.topbar .ha');
    await expect(banner.getByRole('link', { name: company })).toBeVisible();
    // A prerendered help page is rendered for nobody: its header fills in, the page is not reloaded, the flag is kept.
    await page.goto('/help_xrzn_hyzc');
    await expect(banner.getByRole('link', { name: company })).toBeVisible();
    await expect(banner.getByRole('button', { name: '安全退出' })).toBeVisible();
    expect(navigations).toBe(2);
    expect(await page.evaluate(() => localStorage.getItem('yaocai.logged_in'))).toBe('1');
  });
});
