import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { a as runningActivities, i as parseActivityIds, n as activitySummaries, o as $$ActivityPage, r as parseActivityId, t as activityLanding } from "./landing_DCtqBQ5u.mjs";
import { t as cacheNewsPage } from "./news-cache_Bgo34Uyo.mjs";
import { n as routeByName } from "./route-match_vmI3D5jV.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
// src/pages/Hdzx/[ids]/[...id].astro
var ____id__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Component,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Component = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Component;
	const idsParam = Astro.params.ids ?? "";
	const listed = await activitySummaries(parseActivityIds(idsParam));
	const wanted = parseActivityId(Astro.params.id);
	const chosen = listed.find((a) => a.id === wanted) ?? (Astro.params.id === void 0 ? listed[0] : void 0);
	const activity = chosen ? await activityLanding(chosen.id) : void 0;
	const running = activity ? [] : await runningActivities();
	if (!activity) Astro.response.status = 404;
	else cacheNewsPage(Astro, await viewerOf(Astro), "activities");
	const base = `/Hdzx/${encodeURIComponent(idsParam)}`;
	const tabs = listed.map((a) => ({
		href: `${base}/${a.id}`,
		label: a.name,
		current: a.id === activity?.id
	}));
	return renderTemplate`${renderComponent($$result, "ActivityPage", $$ActivityPage, {
		"route": routeByName("Hdzx"),
		"activity": activity,
		"running": running,
		"tabs": tabs,
		"sharePath": activity ? `${base}/${activity.id}` : base
	})}`;
}, "/work/main/src/pages/Hdzx/[ids]/[...id].astro", void 0);
var $$file = "/work/main/src/pages/Hdzx/[ids]/[...id].astro";
var $$url = "/Hdzx/[ids]/[...id]";
// \0virtual:astro:page:src/pages/Hdzx/[ids]/[...id]@_@astro
var page = () => ____id__exports;
export { page };
