/**
 * The page's own inline scripts. Their SHA-256 hashes go into the Content-Security-Policy
 * (astro.config.mjs), so the text here and in the page must be byte for byte the same.
 */
export const SCROLL_TO_TOP = "history.scrollRestoration = 'manual'; addEventListener('load', () => scrollTo(0, 0));";
