/**
 * Issue 34, the first tap: a tap on an island's button, or Enter in its form, before the island's
 * script arrived is held (the control shows busy) and carried out once the island hydrated — not lost,
 * and not a plain reload with the form's fields in the URL (src/layouts/inline-scripts.ts HOLD_EARLY_TAPS).
 * The page's scripts are held back by the test (a slow line) until the tap was made.
 */
import { expect, test } from './fixtures';
import { freshMember, loginMember } from './members';
import { holdScripts } from './hold-scripts';

test('a visitor taps 微信 in the sidebar before it hydrated: the QR code opens once it has', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const sidebar = page.getByRole('complementary', { name: '快捷工具栏' });
  const wechat = sidebar.getByRole('button', { name: '微信' });
  await wechat.click();
  await expect(wechat).toHaveAttribute('aria-busy', 'true');
  await expect(sidebar.getByRole('group', { name: '扫码关注公众号' })).toHaveCount(0);
  release();
  await expect(sidebar.getByRole('group', { name: '扫码关注公众号' })).toBeVisible();
  await expect(wechat).not.toHaveAttribute('aria-busy');
});

test('a member presses Enter in 转账金额 before the form hydrated: the request is made, the page is not reloaded', async ({ page }) => {
  const member = await freshMember(page.request);
  await loginMember(page, member.username);
  const release = await holdScripts(page);
  await page.goto('/wdqb_yegl', { waitUntil: 'domcontentloaded' });
  const panel = page.getByRole('region', { name: '对公转账充值' });
  await panel.getByRole('textbox', { name: '转账金额（元）' }).fill('1200');
  await panel.getByRole('textbox', { name: '转账金额（元）' }).press('Enter');
  release();
  await expect(panel.getByLabel('转账附言')).toHaveText(/^ZZ[2-9A-Z]{6}$/);
  await expect(panel).toContainText('¥1,200.00');
  expect(new URL(page.url()).search).toBe('');
});
