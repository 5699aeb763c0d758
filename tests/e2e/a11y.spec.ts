/**
 * Accessibility of every page family for a visitor (issue 16): axe with WCAG 2.0/2.1 A and AA on the
 * full page, at desktop and phone width. The logged-in pages are in a11y-member-pages.spec.ts, the cart
 * steps and the dialogs in a11y-member.spec.ts (serial: it changes its member's cart). The search keyboard path (type, arrows,
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

// axe walks the whole page (the home page's DOM is large): on the loaded 2-core CI machine one scan of the
// home page took up to 66 s, inside the suite's 120 s per test (playwright.config.ts).

/**
 * At desktop width, the pages whose desktop layout is a family of its own. The activity zones, the help
 * articles and the account forms share their templates with a page of this list at 1366 px (the same
 * components, the same DOM: axe judges markup and colours, which do not change with the zone); every
 * page is scanned at phone width. axe was about half of the e2e suite's time.
 */
const DESKTOP_FAMILIES = [
  '/',
  '/list_index',
  '/list_table',
  '/list_info/1',
  '/search?keywords=%E6%84%9F%E5%86%92',
  '/mrtj',
  '/ptzq',
  '/lqzx',
  '/Hdzx/draw',
  '/jfsc',
  '/cart_step1',
  '/login',
  '/help',
];

// One test per page and width (they ran as two tests of 22 pages each): the parallel project's workers
// share them out evenly instead of one worker ending the run alone on a long list.
for (const width of [1366, 390]) {
  for (const path of width > 600 ? DESKTOP_FAMILIES : PAGES) {
    test(`visitor page ${path} has no WCAG 2.1 AA violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await expectAccessiblePage(page, path);
    });
  }
}
