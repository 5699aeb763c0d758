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

/**
 * Holds a submit that comes before its island hydrated (issue 34, the first tap). A form an island
 * handles in script has no `action`: submitted natively it would reload the page with its fields in the
 * URL (an import that silently imports nothing). Such a form inside a not-yet-hydrated island
 * (`astro-island[ssr]`) is held, marked busy, and submitted again — to its island's handler — as soon
 * as Astro reports the island hydrated. Astro reports it when React has started hydrating; a click (not
 * a bare submit) makes React finish at once, so the replay clicks the button that was tapped.
 * Forms with an `action` are real posts and go as they are.
 */
export const HOLD_EARLY_SUBMIT =
  "addEventListener('submit', (e) => { const f = e.target, island = f instanceof HTMLFormElement && !f.hasAttribute('action') && f.closest('astro-island[ssr]'); if (!island) return; e.preventDefault(); e.stopImmediatePropagation(); if (f.dataset.held) return; f.dataset.held = '1'; f.setAttribute('aria-busy', 'true'); const by = e.submitter; island.addEventListener('astro:hydrate', () => { delete f.dataset.held; f.removeAttribute('aria-busy'); if (by && by.form === f) by.click(); else f.requestSubmit(); }, { once: true }); }, true);";
