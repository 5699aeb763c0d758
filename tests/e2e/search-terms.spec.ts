import { expect, test, type Page } from './fixtures';

/** Search that finds what buyers type (issue 26), as a visitor: several terms, an alias with its notice, suggestions with spec, maker and the same notice. */

const combobox = (page: Page) => page.getByRole('combobox', { name: '搜索关键词' });

test('a name with its strength, an alias, and suggestions showing spec, maker and the alias notice', async ({ page }) => {
  await page.goto(`/search?keywords=${encodeURIComponent('阿莫西林胶囊 0.25g')}`);
  await expect(page.getByRole('article').first()).toContainText('阿莫西林胶囊');
  await expect(page.getByRole('article').first()).toContainText('0.25g');

  await page.goto(`/search?keywords=${encodeURIComponent('扑热息痛')}`);
  await expect(page.getByRole('status').filter({ hasText: '已为您显示“对乙酰氨基酚”的结果' })).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('对乙酰氨基酚');

  await expect(page.locator('astro-island:has(.hs-holder)')).not.toHaveAttribute('ssr', /.*/);
  await combobox(page).fill('');
  await combobox(page).pressSequentially('阿莫西林胶囊 0.25g', { delay: 20 });
  const first = page.getByRole('option').first();
  await expect(first).toContainText('阿莫西林胶囊');
  await expect(first.locator('.hs-detail')).toContainText(/0\.25g\S* · \S+/);

  // The dropdown says which words it shows, as the page does.
  await combobox(page).fill('');
  await combobox(page).pressSequentially('扑热息痛', { delay: 20 });
  const panel = page.getByRole('listbox', { name: '搜索建议' });
  await expect(panel.getByRole('status')).toHaveText('已为您显示“对乙酰氨基酚”的结果');
  await expect(panel.getByRole('option').first()).toContainText('对乙酰氨基酚');
});
