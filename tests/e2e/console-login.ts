import { expect, type Browser, type Page } from './fixtures';
import { hydrated } from './demo-api';

/** The demo operators these specs sign in as, with their passwords (the README lists all six). */
export const OPERATORS = {
  admin: 'Admin@123456',
  shangpin: 'Shangpin@123456',
  kefu: 'Kefu@123456',
  caiwu: 'Caiwu@123456',
} as const;

/** A new browser context signed in to the console as `username` (its own cookies, apart from the member's). */
export async function operatorPage(browser: Browser, username: keyof typeof OPERATORS, width = 1366): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await page.goto('/admin/login');
  const form = page.getByRole('main');
  await (await hydrated(form.getByLabel('用户名'))).fill(username);
  await form.getByLabel('密码', { exact: true }).fill(OPERATORS[username]);
  await form.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
  return page;
}
