import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_pOto-T-g.mjs";
import { n as $$ListRoute, t as loadListPage } from "./list-page_D4IyvfKe.mjs";
import { t as $$ZoneBanner } from "./ZoneBanner_rgYTRKIK.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
// src/pages/zyyp.astro
var zyyp_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Zyyp,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Zyyp = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Zyyp;
	const data = await loadListPage(Astro.url, await viewerOf(Astro), {
		fixed: { kind: "herbal" },
		zone: "herbal"
	});
	if (!data.ok) Astro.response.status = 422;
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "ListRoute", $$ListRoute, {
		"data": data,
		"heading": "中药饮片",
		"crumbs": [{
			name: "中药饮片",
			href: "/zyyp"
		}],
		"paths": { grid: "/zyyp" },
		"view": "grid",
		"fixed": { kind: "herbal" }
	}, { "top": ($$result) => renderTemplate`${renderComponent($$result, "ZoneBanner", $$ZoneBanner, {
		"slot": "top",
		"title": "中药饮片",
		"text": "道地药材 · 产地直采 · 批批检验",
		"color": "#a0522d"
	})}` })}` })}`;
}, "/work/main/src/pages/zyyp.astro", void 0);
var $$file = "/work/main/src/pages/zyyp.astro";
var $$url = "/zyyp";
// \0virtual:astro:page:src/pages/zyyp@_@astro
var page = () => zyyp_exports;
export { page };
