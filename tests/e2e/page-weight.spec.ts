/**
 * Issue 34 item 4 (Lighthouse mobile ≥ 95 on home and list): what the home and list pages leave out
 * of the first paint. A visitor's 收藏 on a list is a plain login link (no island to download or
 * hydrate, and it answers before any script); the list's first picture (its largest paint on a phone)
 * loads first and eagerly, the ones further down lazily; the home page's shelves far below the first
 * screen, and a list's cards after the first six, are not laid out or painted until the buyer
 * scrolls near them.
 */
import { expect, test, type Locator } from './fixtures';

test('a visitor: 收藏 on every list view is a login link, no favourite island loads; the first picture comes first', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)));
  for (const path of ['/list_index', '/list_table', '/list_no_image']) {
    await page.goto(path);
    const links = page.getByRole('link', { name: /^收藏 .+（请先登录）$/ });
    await expect(links.first()).toBeVisible();
    expect(await links.count()).toBeGreaterThan(5);
    await expect(links.first()).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(path)}`);
    await expect(page.getByRole('button', { name: /^收藏 / })).toHaveCount(0);
  }
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => s.includes('FavoriteToggle'))).toEqual([]);

  await page.goto('/list_index');
  const pictures = page.locator('.grid article.card a.img img');
  await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(pictures.first()).toHaveAttribute('loading', 'eager');
  await expect(pictures.nth(1)).not.toHaveAttribute('fetchpriority', 'high');
  await expect(pictures.nth(5)).toHaveAttribute('loading', 'lazy');

  // Tapping it goes to the login page, which comes back to the list.
  await page
    .getByRole('link', { name: /^收藏 / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Flist_index$/);
});

/** Whether the element is laid out (not inside the skipped contents of a `content-visibility: auto` box). */
const laidOut = (el: Locator) => el.evaluate((e) => e.checkVisibility({ contentVisibilityAuto: true }));

test('home on a phone: shelves far below the first screen are laid out only when scrolled near', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const shelves = page.locator('main section.shelf');
  expect(await shelves.count()).toBeGreaterThan(3);
  // Its heading is inside the shelf's skipped contents until the shelf is near the viewport.
  const rendered = (i: number) => laidOut(shelves.nth(i).locator('h2'));
  const last = (await shelves.count()) - 1;
  expect(await rendered(last)).toBe(false);
  await shelves.nth(last).scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(last)).toBe(true);
  await expect(shelves.nth(last).getByRole('heading', { level: 2 })).toBeVisible();
});

test('a list on a phone: the first six cards are laid out at once, the ones further down when scrolled near', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/list_index');
  const cards = page.locator('.grid article.card');
  expect(await cards.count()).toBe(20);
  const rendered = (i: number) => laidOut(cards.nth(i).locator('h3'));
  for (const i of [0, 5]) expect(await rendered(i)).toBe(true);
  expect(await rendered(19)).toBe(false);
  await cards.nth(19).scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(19)).toBe(true);
  await expect(cards.nth(19).getByRole('heading', { level: 3 })).toBeVisible();
});
