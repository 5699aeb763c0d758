/**
 * URL state of an island (stores/url-state.ts on @nanostores/router), as the demo member on the
 * 积分 page: a tab click changes the address and the list without loading a page, the back button
 * brings the previous tab and its list back, and the address of a tab opens on that tab.
 */
import { expect, test, type Page } from './fixtures';
import { api, hydrated, loginDemo } from './demo-api';

/** The 积分明细 rows the page should show for a type filter, as the API answers them. */
async function expectLedger(page: Page, type: '' | 'in' | 'out') {
  const { list } = await api(page.request, 'GET', `/api/user/points_log?type=${type}&page=1`);
  const table = page.getByRole('table', { name: '积分明细' });
  if (list.length === 0) await expect(page.getByText('暂无积分明细')).toBeVisible();
  else {
    await expect(table.locator('tbody tr')).toHaveCount(list.length);
    await expect(table.locator('tbody tr').first()).toContainText(list[0].note);
  }
}

test('a tab changes the URL and the list without a page load; back restores the tab', async ({ page }) => {
  await loginDemo(page);
  await page.goto('/wdqb_jfgl');
  const all = await hydrated(page.getByRole('tab', { name: '全部' }));
  await expect(all).toHaveAttribute('aria-selected', 'true');
  await expectLedger(page, '');
  // A page load would drop this marker (and fire another load event).
  await page.evaluate(() => ((window as unknown as { kept: number }).kept = 1));
  let loads = 0;
  page.on('load', () => loads++);

  await page.getByRole('tab', { name: '获得' }).click();
  await expect(page).toHaveURL(/\/wdqb_jfgl\?type=in$/);
  await expect(page.getByRole('tab', { name: '获得' })).toHaveAttribute('aria-selected', 'true');
  await expectLedger(page, 'in');

  await page.getByRole('tab', { name: '支出' }).click();
  await expect(page).toHaveURL(/\/wdqb_jfgl\?type=out$/);
  await expectLedger(page, 'out');

  await page.goBack();
  await expect(page).toHaveURL(/\/wdqb_jfgl\?type=in$/);
  await expect(page.getByRole('tab', { name: '获得' })).toHaveAttribute('aria-selected', 'true');
  await expectLedger(page, 'in');

  await page.goBack();
  await expect(page).toHaveURL(/\/wdqb_jfgl$/);
  await expect(all).toHaveAttribute('aria-selected', 'true');
  await expectLedger(page, '');
  expect(await page.evaluate(() => (window as unknown as { kept?: number }).kept)).toBe(1);
  expect(loads).toBe(0);
});

test('the address of a tab opens on that tab', async ({ page }) => {
  await loginDemo(page);
  await page.goto('/wdqb_jfgl?type=out');
  await expect(await hydrated(page.getByRole('tab', { name: '支出' }))).toHaveAttribute('aria-selected', 'true');
  await expectLedger(page, 'out');
});
