/**
 * The `test` every e2e spec uses: Playwright's own, plus an automatic check that no page the test
 * opened threw an uncaught error (`pageerror`: a hydration mismatch, a crashed island, a bad script).
 * It watches the test's own context and every context or page the test makes with `browser.newContext`
 * / `browser.newPage` (as the multi-user specs do), and fails the test after it ran, naming the page
 * and the message. A test that means to provoke one takes the `pageErrorWatch` fixture and calls `allow()`.
 */
import { test as base, type Browser, type BrowserContext } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';

type PageErrorWatch = { allow: () => void };

export const test = base.extend<{ pageErrorWatch: PageErrorWatch }>({
  pageErrorWatch: [
    async ({ context, browser }, use, testInfo) => {
      const errors: string[] = [];
      let allowed = false;
      const watch = (ctx: BrowserContext) => ctx.on('weberror', (e) => errors.push(`${e.page()?.url() ?? '(page closed)'}: ${e.error().message.split('\n')[0]}`));
      watch(context);
      const newContext = browser.newContext;
      // browser.newPage() goes through newContext() too, so this sees both.
      browser.newContext = async function (this: Browser, ...args: Parameters<Browser['newContext']>) {
        const ctx = await newContext.apply(this, args);
        watch(ctx);
        return ctx;
      };
      try {
        await use({ allow: () => (allowed = true) });
      } finally {
        browser.newContext = newContext;
      }
      if (!allowed && errors.length && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`uncaught page error${errors.length > 1 ? 's' : ''} during the test:\n${errors.join('\n')}`);
      }
    },
    { auto: true },
  ],
});
