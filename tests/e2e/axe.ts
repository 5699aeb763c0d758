/** axe (WCAG 2.0 and 2.1, A and AA) on a whole page, after every island on it has hydrated. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Scrolls through the page a screen at a time (client:visible islands hydrate as they come into view),
 * then waits until the page's client:load and client:idle islands have hydrated.
 */
export async function hydrateAll(page: Page): Promise<void> {
  const nextFrames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const { height, step } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, step: Math.round(window.innerHeight * 0.8) }));
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await nextFrames();
  }
  // client:load and client:idle islands must have hydrated; a client:visible one that never came into view
  // (a hidden panel, a column scrolled off to the side) keeps its server markup, which hydration must match anyway.
  await page.waitForFunction(() => [...document.querySelectorAll('astro-island[ssr]')].every((island) => island.getAttribute('client') === 'visible'));
  await page.evaluate(() => window.scrollTo(0, 0));
  await nextFrames();
}

/**
 * An axe run inside the page itself. The default splits the run into a partial result per frame and a
 * finishing step in a new blank page of the context, with axe injected again there: on these pages (no
 * iframes) that extra page was about half of every scan's time (measured: 16.3 → 11.0 s on the home page,
 * 3.8 → 2.7 s on /help, on the loaded CI machine).
 */
export function axeBuilder(page: Page): AxeBuilder {
  // Only violations are processed: axe otherwise builds a selector and a summary for every node that passed,
  // about half of each scan (home page 14.5 → 8.0 s, /list_index 13 → 5–7 s, same violations). options()
  // replaces every option, so the callers' withTags() comes after it.
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}

/** The violations of the whole page (or of `include` only), one line each: rule, element, what is wrong. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = axeBuilder(page).withTags(WCAG_TAGS);
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
