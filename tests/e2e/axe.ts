/** axe (WCAG 2.0 and 2.1, A and AA) on a whole page, after every island on it has hydrated. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Scrolls through the page so client:visible islands hydrate, then waits until none is left unhydrated. */
export async function hydrateAll(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The violations of the whole page (or of `include` only), one line each: rule, element, what is wrong. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n')[1]?.trim() ?? ''}`));
}

/** Opens `path`, hydrates it and expects no axe violation on the full page. */
export async function expectAccessiblePage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrateAll(page);
  expect(await axeViolations(page), `axe on ${path}`).toEqual([]);
}
