import type { Page } from './fixtures';

/**
 * A slow line: every script of the page's islands is held until the returned function is called, so a
 * spec can tap a control before its island hydrated (src/layouts/inline-scripts.ts HOLD_EARLY_TAPS).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
