import type { AstroGlobal } from 'astro';
import type { Viewer } from '../../server/auth/viewer';

/** Seconds a rendered news page is served from cache before it is rendered again. */
export const NEWS_MAX_AGE = 60;
/** Seconds a stale page may still be served while a fresh one renders in the background. */
export const NEWS_STALE = 600;

/**
 * News pages are rendered on demand from the database and kept by Astro's route cache (the
 * in-memory provider set in astro.config.mjs): a hit skips rendering and the database, so a
 * page costs what a static file costs; an operator's new article shows within NEWS_MAX_AGE.
 * Activity landing pages use the same rule (tag `activities`). Only visitors' renders are stored, and
 * only visitors are served from the store (src/server/cache/visitor-route-cache.ts): a member always
 * gets a render of their own, with their header. Browsers may keep visitors' pages as long.
 */
export function cacheNewsPage(astro: AstroGlobal, viewer: Viewer, tag = 'news'): void {
  if (viewer.storeId !== null) {
    astro.response.headers.set('cache-control', 'private, no-cache');
    return;
  }
  astro.cache.set({ maxAge: NEWS_MAX_AGE, swr: NEWS_STALE, tags: [tag] });
  astro.response.headers.set('cache-control', `public, max-age=${NEWS_MAX_AGE}, stale-while-revalidate=${NEWS_STALE}`);
}
