/**
 * Accessibility of the member pages for the logged-in demo member (issue 16): axe (WCAG 2.0/2.1 A and AA,
 * full page) at phone width, one test per page. The demo member on purpose: its store's history fills
 * the wallet, order and message pages. These tests only read, so they run in the parallel `site`
 * project beside the demo member's serial chain (tests/e2e/demo-groups.ts), which may change the cart
 * or add orders meanwhile — nothing scanned here depends on either. Cart steps and dialogs: a11y-member.spec.ts.
 */
import { test } from './fixtures';
import { expectAccessiblePage } from './axe';
import { loginDemo } from './demo-api';

// The member's own pages, and the catalogue pages whose markup changes once prices and buy controls show
// (the search results share the list's cards; the coupon centre, points mall and help read the same for a
// member as for the visitor scanned in a11y.spec.ts).
const PAGES = ['/', '/list_index', '/list_info/1', '/user_hyzx', '/wdqb_yegl', '/wdqb_zqgl', '/wdqb_jfgl', '/wdqb_yhq', '/wdqb_xjq', '/basic', '/addr', '/wdxx', '/order', '/star'];

test.beforeEach(async ({ page }) => {
  await loginDemo(page, 'demo');
  // The lottery pop-up has its own checks (lottery.spec.ts); here it would sit over the pages under test.
  await page.addInitScript(() => sessionStorage.setItem('yaocai.lottery_closed', '1'));
});

// axe walks the whole page (the home page's DOM is large): on the loaded 2-core CI machine one scan of the
// home page took up to 66 s, inside the suite's 120 s per test (playwright.config.ts).

for (const path of PAGES) {
  test(`member page ${path} has no WCAG 2.1 AA violations at 390 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessiblePage(page, path);
  });
}
