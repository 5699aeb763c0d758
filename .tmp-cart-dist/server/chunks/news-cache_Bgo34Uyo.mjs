/**
* News pages are rendered on demand from the database and kept by Astro's route cache (the
* in-memory provider set in astro.config.mjs): a hit skips rendering and the database, so a
* page costs what a static file costs; an operator's new article shows within NEWS_MAX_AGE.
* Activity landing pages use the same rule (tag `activities`). Only visitors' renders are stored (per-user parts of the page come from islands), so a
* member's render can never be served to someone else; browsers may keep pages as long.
*/
function cacheNewsPage(astro, viewer, tag = "news") {
	if (viewer.storeId !== null) {
		astro.response.headers.set("cache-control", "private, no-cache");
		return;
	}
	astro.cache.set({
		maxAge: 60,
		swr: 600,
		tags: [tag]
	});
	astro.response.headers.set("cache-control", `public, max-age=60, stale-while-revalidate=600`);
}
export { cacheNewsPage as t };
