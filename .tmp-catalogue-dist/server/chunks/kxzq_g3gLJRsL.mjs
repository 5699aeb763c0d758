import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_p0ZKMe2z.mjs";
import { n as $$ListRoute, t as loadListPage } from "./list-page_BAv00Tg_.mjs";
import { t as $$ZoneBanner } from "./ZoneBanner_rgYTRKIK.mjs";
import { n as CONTROLLED_NOTICE_VISITOR, t as CONTROLLED_NOTICE_NONE } from "./zones_DtNNlUc0.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
// src/pages/kxzq.astro
var kxzq_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Kxzq,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Kxzq = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Kxzq;
	const viewer = await viewerOf(Astro);
	const data = await loadListPage(Astro.url, viewer, {
		scope: { controlledOnly: true },
		zone: null
	});
	if (!data.ok) Astro.response.status = 422;
	const notice = viewer.storeId === null ? CONTROLLED_NOTICE_VISITOR : data.ok && data.result.total === 0 ? CONTROLLED_NOTICE_NONE : null;
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "ListRoute", $$ListRoute, {
		"data": data,
		"heading": "控销专区",
		"crumbs": [{
			name: "控销专区",
			href: "/kxzq"
		}],
		"paths": { grid: "/kxzq" },
		"view": "grid",
		"notice": notice
	}, { "top": ($$result) => renderTemplate`${renderComponent($$result, "ZoneBanner", $$ZoneBanner, {
		"slot": "top",
		"title": "控销专区",
		"text": "厂家授权品种，按客户类型和区域定向供货",
		"color": "#5f3dc4",
		"link": {
			href: "/kxzq_index",
			label: "按厂家浏览 ›"
		}
	})}` })}` })}`;
}, "/work/main/src/pages/kxzq.astro", void 0);
var $$file = "/work/main/src/pages/kxzq.astro";
var $$url = "/kxzq";
// \0virtual:astro:page:src/pages/kxzq@_@astro
var page = () => kxzq_exports;
export { page };
