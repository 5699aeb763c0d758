/**
 * The `test` every e2e spec uses: Playwright's own, plus an automatic check that no page the test
 * opened threw an uncaught error (`pageerror`: a hydration mismatch, a crashed island, a bad script).
 * It watches the test's own context and every context or page the test makes with `browser.newContext`
 * / `browser.newPage` (as the multi-user specs do), and fails the test after it ran, naming the page
 * and the message. A test that means to provoke one takes the `pageErrorWatch` fixture and calls `allow()`.
 *
 * Screenshots written to test-results/screens/ are pictures for people to look at (layouts at 390 and
 * 1366 px), not checks: with E2E_SCREENS=0 (as `npm test` sets it, scripts/test-all.ts) they are not
 * taken — a full-page screenshot costs more than loading the page. `npx playwright test` takes them.
 */
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';

type PageErrorWatch = { allow: () => void };

const PICTURES = /^test-results\/screens\//;
const patched = new WeakSet<object>();

/** With E2E_SCREENS=0, page and locator screenshots into test-results/screens/ return an empty picture untaken. */
function skipPictures(page: Page) {
  if (process.env.E2E_SCREENS !== '0') return;
  for (const proto of [Object.getPrototypeOf(page), Object.getPrototypeOf(page.locator('html'))]) {
    if (patched.has(proto)) continue;
    patched.add(proto);
    const screenshot = proto.screenshot as (options?: { path?: string }) => Promise<Buffer>;
    proto.screenshot = function (this: unknown, options?: { path?: string }) {
      return options?.path && PICTURES.test(options.path) ? Promise.resolve(Buffer.alloc(0)) : screenshot.call(this, options);
    };
  }
}

export const test = base.extend<{ pageErrorWatch: PageErrorWatch }>({
  pageErrorWatch: [
    async ({ context, browser }, use, testInfo) => {
      const errors: string[] = [];
      let allowed = false;
      const watch = (ctx: BrowserContext) => {
        ctx.on('weberror', (e) => errors.push(`${e.page()?.url() ?? '(page closed)'}: ${e.error().message.split('\n')[0]}`));
        ctx.on('page', skipPictures);
        ctx.pages().forEach(skipPictures);
      };
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
