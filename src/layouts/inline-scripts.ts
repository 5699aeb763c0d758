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
 * The first tap always answers (issue 34): a button inside an island that has not hydrated yet
 * (`astro-island[ssr]`) would do nothing — or, submitting a form the island handles in script (no
 * `action`), reload the page with the form's fields in the URL. Such a tap (click, or Enter in a field)
 * is held: the control is marked busy and the tap is replayed once Astro reports the island hydrated.
 * Text typed into the island before that is kept: React hydrates a controlled field without taking its
 * value into state, so the field is fed to React as input. React finishes hydrating at once on a
 * discrete event (`dragend`, which nothing here handles); the state it takes from that input is
 * rendered before the replay (a task later). Real posts (a form with an `action`) go as they are.
 */
export const HOLD_EARLY_TAPS =
  "(() => { const early = (el) => el && el.closest('astro-island[ssr]'); const typed = (island) => [...island.querySelectorAll('input:not([type=checkbox],[type=radio],[type=file],[type=hidden]), textarea')].filter((f) => f.value !== f.defaultValue).map((f) => [f, f.value]); addEventListener('astro:hydrate', (e) => { const island = e.target, kept = typed(island); if (!kept.length) return; island.firstElementChild?.dispatchEvent(new Event('dragend')); for (const [f, v] of kept) { if (f.value === v && f.defaultValue === v) continue; f.value = f.defaultValue; Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f), 'value').set.call(f, v); f.dispatchEvent(new Event('input', { bubbles: true })); } }, true); const held = (e, el, island, replay) => { e.preventDefault(); e.stopImmediatePropagation(); if (el.dataset.held) return; el.dataset.held = '1'; el.setAttribute('aria-busy', 'true'); island.addEventListener('astro:hydrate', () => setTimeout(() => { delete el.dataset.held; el.removeAttribute('aria-busy'); replay(); }), { once: true }); }; addEventListener('click', (e) => { const b = e.target instanceof Element && e.target.closest('button'), island = early(b); if (!island || b.disabled || (b.type === 'submit' && b.form && b.form.hasAttribute('action'))) return; held(e, b, island, () => b.click()); }, true); addEventListener('submit', (e) => { const f = e.target, island = f instanceof HTMLFormElement && !f.hasAttribute('action') && early(f); if (!island) return; const by = e.submitter; held(e, f, island, () => (by && by.form === f ? by.click() : f.requestSubmit())); }, true); })();";
