/**
 * The page's own inline scripts. Their SHA-256 hashes go into the Content-Security-Policy
 * (astro.config.mjs), so the text here and in the page must be byte for byte the same.
 */
export const SCROLL_TO_TOP = "history.scrollRestoration = 'manual'; addEventListener('load', () => scrollTo(0, 0));";

/**
 * Marks a page that is being replaced by a plain form post's answer (a tap before the islands hydrated):
 * its notifier, hydrating late, must leave the one-time flash to the page that answer brings
 * (src/stores/notifier.ts showFlash). Forms an island handles call preventDefault and are not marked.
 */
export const MARK_LEAVING =
  "addEventListener('submit', (e) => { if (!e.defaultPrevented) document.documentElement.dataset.leaving = '1'; }); addEventListener('pageshow', (e) => { if (e.persisted) delete document.documentElement.dataset.leaving; });";
