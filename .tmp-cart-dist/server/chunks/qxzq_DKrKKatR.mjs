import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_pOto-T-g.mjs";
import { n as $$ListRoute, t as loadListPage } from "./list-page_D4IyvfKe.mjs";
import { t as $$ZoneBanner } from "./ZoneBanner_rgYTRKIK.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
// src/pages/qxzq.astro
var qxzq_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Qxzq,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Qxzq = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Qxzq;
	const data = await loadListPage(Astro.url, await viewerOf(Astro), {
		fixed: { kind: "device" },
		zone: "device"
	});
	if (!data.ok) Astro.response.status = 422;
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "ListRoute", $$ListRoute, {
		"data": data,
		"heading": "器械专区",
		"crumbs": [{
			name: "器械专区",
			href: "/qxzq"
		}],
		"paths": { grid: "/qxzq" },
		"view": "grid",
		"fixed": { kind: "device" }
	}, { "top": ($$result) => renderTemplate`${renderComponent($$result, "ZoneBanner", $$ZoneBanner, {
		"slot": "top",
		"title": "器械专区",
		"text": "医用耗材 · 家用器械 · 诊疗设备，一类至三类器械齐全",
		"color": "#1864ab"
	})}` })}` })}`;
}, "/work/main/src/pages/qxzq.astro", void 0);
var $$file = "/work/main/src/pages/qxzq.astro";
var $$url = "/qxzq";
// \0virtual:astro:page:src/pages/qxzq@_@astro
var page = () => qxzq_exports;
export { page };
