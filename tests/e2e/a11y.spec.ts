/**
 * Accessibility of every page family for a visitor (issue 16): axe with WCAG 2.0/2.1 A and AA on the
 * full page, at desktop and phone width. The logged-in pages, the cart steps and the dialogs are in
 * a11y-member.spec.ts (serial: it changes the demo member's cart). The search keyboard path (type, arrows,
 * Enter on a suggestion) is tested in catalogue-search.spec.ts.
 */
import { test } from './fixtures';
import { expectAccessiblePage } from './axe';

const PAGES = [
  '/',
  '/list_index',
  '/list_table',
  '/list_no_image',
  '/list_info/1',
  '/search?keywords=%E6%84%9F%E5%86%92',
  '/mrtj',
  '/ptzq',
  '/hb',
  '/welfare',
  '/lqzx',
  '/yyh',
  '/zhzq',
  '/jxqzc',
  '/Hdzx/draw',
  '/jfsc',
  '/cart_step1',
  '/login',
  '/register/step1',
  '/help',
  '/help_xrzn_hyzc',
  '/help_news',
];

for (const width of [1366, 390]) {
  test(`visitor pages have no WCAG 2.1 AA violations at ${width} px`, async ({ page }) => {
    test.setTimeout(360_000); // a score of full pages, each scrolled through and scanned
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    for (const path of PAGES) await expectAccessiblePage(page, path);
  });
}
