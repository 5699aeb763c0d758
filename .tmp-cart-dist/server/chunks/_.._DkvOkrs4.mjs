import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { a as runningActivities, o as $$ActivityPage, r as parseActivityId, t as activityLanding } from "./landing_DCtqBQ5u.mjs";
import { t as cacheNewsPage } from "./news-cache_Bgo34Uyo.mjs";
import { n as routeByName } from "./route-match_vmI3D5jV.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
// src/pages/yjh/[...id].astro
var ____id__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Component,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Component = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Component;
	const raw = Astro.params.id;
	const id = parseActivityId(raw);
	const activity = id === void 0 ? void 0 : await activityLanding(id);
	const running = activity ? [] : await runningActivities();
	if (raw !== void 0 && !activity) Astro.response.status = 404;
	else cacheNewsPage(Astro, await viewerOf(Astro), "activities");
	return renderTemplate`${renderComponent($$result, "ActivityPage", $$ActivityPage, {
		"route": routeByName("yjh"),
		"activity": activity,
		"running": running,
		"sharePath": raw ? `/yjh/${encodeURIComponent(raw)}` : "/yjh"
	})}`;
}, "/work/main/src/pages/yjh/[...id].astro", void 0);
var $$file = "/work/main/src/pages/yjh/[...id].astro";
var $$url = "/yjh/[...id]";
// \0virtual:astro:page:src/pages/yjh/[...id]@_@astro
var page = () => ____id__exports;
export { page };
