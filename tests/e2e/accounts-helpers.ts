import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The development SMS provider's outbox file of the e2e server (DATA_DIR/sms-outbox.jsonl). */
const OUTBOX = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data', 'sms-outbox.jsonl');

/** The newest code sent to `phone` after `since` (polls the outbox for a few seconds). */
export async function codeFor(phone: string, since: number): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const text = await fs.readFile(OUTBOX, 'utf8').catch(() => '');
    const found = text
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { at: string; phone: string; params: { code?: string } })
      .filter((m) => m.phone === phone && m.params.code && Date.parse(m.at) >= since - 1000)
      .pop();
    if (found?.params.code) return found.params.code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code for ${phone} in ${OUTBOX}`);
}

export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/** Logs in with the password form and waits for the header to show the company. */
export async function loginWithPassword(page: Page, account: string, password: string, company: string): Promise<void> {
  await page.goto('/login');
  await hydrated(page);
  await field(page, '账号').fill(account);
  await field(page, '密码').fill(password);
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page.getByRole('link', { name: company })).toBeVisible();
}

export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: '安全退出' }).click();
  await expect(page.getByRole('link', { name: '请登录' })).toBeVisible();
}

/** Waits until the page's client:load islands have hydrated (their handlers are attached). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('astro-island[client="load"][ssr]'));
}
