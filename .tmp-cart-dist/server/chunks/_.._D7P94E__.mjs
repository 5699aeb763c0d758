import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_pOto-T-g.mjs";
import { n as $$ListRoute, t as loadListPage } from "./list-page_D4IyvfKe.mjs";
import { t as $$ZoneBanner } from "./ZoneBanner_rgYTRKIK.mjs";
import { n as parseGoodsId } from "./goods-detail_Cz6DYFKJ.mjs";
import { n as CONTROLLED_NOTICE_VISITOR, o as controlledAds } from "./zones_DtNNlUc0.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
// src/pages/kxzq/goods/[url]/[...ads].astro
var ____ads__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Component,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Component = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Component;
	const viewer = await viewerOf(Astro);
	const makerId = parseGoodsId(Astro.params.url);
	if (makerId === null) return Astro.rewrite("/404");
	const fixed = { manufacturer: makerId };
	const data = await loadListPage(Astro.url, viewer, {
		fixed,
		scope: { controlledOnly: true },
		zone: null
	});
	if (!data.ok) Astro.response.status = 422;
	const [ad] = await controlledAds([makerId], viewer);
	const base = `/kxzq/goods/${makerId}${Astro.params.ads ? `/${Astro.params.ads}` : ""}`;
	const notice = viewer.storeId === null ? CONTROLLED_NOTICE_VISITOR : null;
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "title": ad?.title }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "ListRoute", $$ListRoute, {
		"data": data,
		"heading": ad?.title ?? "控销商品",
		"crumbs": [{
			name: "控销专区",
			href: "/kxzq_index"
		}],
		"paths": { grid: base },
		"view": "grid",
		"fixed": fixed,
		"notice": notice
	}, { "top": ($$result) => renderTemplate`${renderComponent($$result, "ZoneBanner", $$ZoneBanner, {
		"slot": "top",
		"title": ad?.title ?? "控销商品",
		"text": "厂家授权品种，定向供货",
		"color": "#5f3dc4",
		"image": ad?.image || void 0,
		"link": {
			href: "/kxzq_index",
			label: "返回控销专区 ›"
		}
	})}` })}` })}`;
}, "/work/main/src/pages/kxzq/goods/[url]/[...ads].astro", void 0);
var $$file = "/work/main/src/pages/kxzq/goods/[url]/[...ads].astro";
var $$url = "/kxzq/goods/[url]/[...ads]";
// \0virtual:astro:page:src/pages/kxzq/goods/[url]/[...ads]@_@astro
var page = () => ____ads__exports;
export { page };
