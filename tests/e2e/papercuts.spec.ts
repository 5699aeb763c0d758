/**
 * Issue 31 in Chromium, as a visitor (no shared demo member): the home page's new sections and the
 * category menu's way to all categories, no link to "#", one complaint hotline in header and footer,
 * the slim top ad, the login banner, the page-view beacon, and the routes that answered 404.
 */
import { expect, test } from '@playwright/test';

for (const width of [390, 1280]) {
  test(`home page at ${width} px: new sections, no "#" links, one hotline, slim top ad, a counted view`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const counted = page.waitForResponse((r) => r.url().endsWith('/api/pv') && r.request().method() === 'POST');
    await page.goto('/');
    expect((await counted).status()).toBe(204);
    for (const name of ['为你推荐', '新人推荐', '活动资讯', '幸运抽奖']) await expect(page.getByRole('heading', { name, exact: true }).first()).toBeAttached();
    await expect(page.locator('a[href="#"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^全部 \d+ 个分类/ })).toBeAttached();
    await expect(page.locator('.partner-links a').first()).toBeAttached();
    const complaint = (
      await page
        .getByText(/投诉热线：/)
        .first()
        .textContent()
    )?.match(/[\d-]{7,}/)?.[0];
    expect(complaint).toBeTruthy();
    await expect(page.locator('footer')).toContainText(`投诉热线：${complaint}`);
    const ad = page.locator('.top-ad img');
    if (await ad.count()) expect((await ad.boundingBox())!.height).toBeLessThanOrEqual(40);
  });
}

test('login banner, /pzqg/info and eleven_index answer', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('.login-banner img')).toBeVisible();
  expect((await page.goto('/pzqg/info'))!.status()).toBe(200);
  expect((await page.goto('/pzqg/info?id=1'))!.status()).toBe(200);
  const res = await page.goto('/eleven_index');
  expect(res!.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/');
});
