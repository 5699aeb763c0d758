import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { a as runningActivities, o as $$ActivityPage, r as parseActivityId, t as activityLanding } from "./landing_DCtqBQ5u.mjs";
import { t as cacheNewsPage } from "./news-cache_Bgo34Uyo.mjs";
import { n as routeByName } from "./route-match_vmI3D5jV.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
// src/pages/zqmb.astro
var zqmb_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Zqmb,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Zqmb = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Zqmb;
	const raw = Astro.url.searchParams.get("id");
	const id = parseActivityId(raw);
	const activity = id === void 0 ? void 0 : await activityLanding(id);
	const running = activity ? [] : await runningActivities();
	if (raw !== null && !activity) Astro.response.status = 404;
	else cacheNewsPage(Astro, await viewerOf(Astro), "activities");
	return renderTemplate`${renderComponent($$result, "ActivityPage", $$ActivityPage, {
		"route": routeByName("zqmb"),
		"activity": activity,
		"running": running,
		"variant": "zone",
		"sharePath": activity ? `/zqmb?id=${activity.id}` : "/zqmb"
	})}`;
}, "/work/main/src/pages/zqmb.astro", void 0);
var $$file = "/work/main/src/pages/zqmb.astro";
var $$url = "/zqmb";
// \0virtual:astro:page:src/pages/zqmb@_@astro
var page = () => zqmb_exports;
export { page };
