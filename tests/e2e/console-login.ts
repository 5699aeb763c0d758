import { expect, type Browser, type BrowserContext, type Page } from './fixtures';
import { hydrated } from './demo-api';

/** The demo operators these specs sign in as, with their passwords (the README lists all six). */
export const OPERATORS = {
  admin: 'Admin@123456',
  shangpin: 'Shangpin@123456',
  kefu: 'Kefu@123456',
  caiwu: 'Caiwu@123456',
} as const;

type Operator = keyof typeof OPERATORS;
type Cookies = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Each operator's signed-in cookies, kept by this Playwright worker after its first sign-in through the form. */
const signedIn = new Map<Operator, Cookies>();

/**
 * A new browser context signed in to the console as `username` (its own cookies, apart from the member's),
 * on the 工作台. The first time in a worker it signs in through the login form; after that it starts
 * from that sign-in's cookies, and signs in through the form again when the console sends it to the
 * login page (the session ended).
 */
export async function operatorPage(browser: Browser, username: Operator, width = 1366): Promise<Page> {
  const saved = signedIn.get(username);
  const page = await (await browser.newContext({ viewport: { width, height: 900 }, storageState: saved })).newPage();
  if (saved) {
    await page.goto('/admin');
    if (new URL(page.url()).pathname === '/admin') {
      await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
      return page;
    }
  } else await page.goto('/admin/login');
  const form = page.getByRole('main');
  await (await hydrated(form.getByLabel('用户名'))).fill(username);
  await form.getByLabel('密码', { exact: true }).fill(OPERATORS[username]);
  await form.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
  signedIn.set(username, await page.context().storageState());
  return page;
}
