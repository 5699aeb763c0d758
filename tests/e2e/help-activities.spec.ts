import fs from 'node:fs';
import { expect, test, type Page } from './fixtures';

const SITE = '药采';
const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const og = (page: Page, property: string) => page.locator(`meta[property="og:${property}"]`);

test.describe('activity landing pages', () => {
  test('an activity zone shows its activity with share metadata', async ({ page }) => {
    await page.goto('/yjh/1');
    await expect(page).toHaveTitle(`活动专区 - ${SITE}`);
    const name = (await h1(page).textContent())!.trim();
    await expect(og(page, 'title')).toHaveAttribute('content', name);
    await expect(og(page, 'description')).toHaveAttribute('content', /满.*减|折|赠/);
    await expect(og(page, 'image')).toHaveAttribute('content', /^http:\/\/127\.0\.0\.1:\d+\/share\/yaocai-share\.png$/);
    await expect(og(page, 'url')).toHaveAttribute('content', /\/yjh\/1$/);
    await expect(page.locator('meta[itemprop="image"]')).toHaveAttribute('content', /share\/yaocai-share\.png$/);
    await expect(page.getByRole('main').getByRole('region', { name: '活动规则' }).getByRole('listitem').first()).toBeVisible();
    expect((await page.request.get('/share/yaocai-share.png')).headers()['content-type']).toBe('image/png');
    fs.mkdirSync('test-results/screens', { recursive: true });
    await page.screenshot({ path: 'test-results/screens/activity-yjh.png', fullPage: true });
  });

  test('a link without a target says 活动暂未开始', async ({ page }) => {
    await page.goto('/yjh');
    await expect(h1(page)).toHaveText('活动暂未开始');
    await expect(og(page, 'title')).toHaveAttribute('content', '活动暂未开始');
    const running = page.getByRole('main').getByRole('region', { name: '正在进行的活动' }).getByRole('link').first();
    await running.click();
    await expect(page).toHaveURL(/\/yjh\/\d+$/);

    for (const path of ['/yjh/999999', '/yjh/abc', '/Hdzx/999998,999999', '/hdmb?id=999999']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(h1(page), path).toHaveText('活动暂未开始');
    }
    await page.goto('/zqmb');
    await expect(page).toHaveTitle(SITE); // the spec's template routes have no title
    await expect(h1(page)).toHaveText('活动暂未开始');
    await page.goto('/loading/activity');
    await expect(page).toHaveURL(/\/noActivity$/);
    await expect(page.getByText('活动暂未开始')).toBeVisible();
  });

  test('the activity centre switches between its activities', async ({ page }) => {
    await page.goto('/Hdzx/1,2,3');
    const tabs = page.getByRole('navigation', { name: '活动列表' }).getByRole('link');
    await expect(tabs).toHaveCount(3);
    await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
    const second = (await tabs.nth(1).textContent())!.trim();
    await tabs.nth(1).click();
    await expect(page).toHaveURL(/\/Hdzx\/1,2,3\/2$/);
    await expect(h1(page)).toHaveText(second);
    await expect(og(page, 'title')).toHaveAttribute('content', second);
  });

  test('the templates show an activity chosen by ?id=', async ({ page }) => {
    await page.goto('/zqmb?id=1');
    await expect(page).toHaveTitle(SITE);
    const name = (await h1(page).textContent())!.trim();
    expect(name).not.toBe('活动暂未开始');
    await expect(og(page, 'url')).toHaveAttribute('content', /\/zqmb\?id=1$/);
    await page.goto('/hdmb?id=1');
    await expect(h1(page)).toHaveText(name);
  });
});
