import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_pOto-T-g.mjs";
import { n as $$ListRoute, t as loadListPage } from "./list-page_D4IyvfKe.mjs";
import { t as $$ZoneBanner } from "./ZoneBanner_rgYTRKIK.mjs";
import { n as readPage } from "./api-params_C-ZcALCG.mjs";
import { n as parseGoodsId } from "./goods-detail_Cz6DYFKJ.mjs";
import { l as listQuery, o as DEFAULT_LIST_PARAMS } from "./sql_BlkiP9l8.mjs";
import { i as brandDetail } from "./zones_DtNNlUc0.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
// src/pages/ppzq/info/[id]/[...page].astro
var ____page__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Component,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Component = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Component;
	const viewer = await viewerOf(Astro);
	const id = parseGoodsId(Astro.params.id);
	const brand = id === null ? null : await brandDetail(id, {
		...DEFAULT_LIST_PARAMS,
		pageSize: 1
	}, viewer);
	if (!brand || id === null) return Astro.rewrite("/404");
	const url = new URL(Astro.url);
	if (Astro.params.page) url.searchParams.set("page", String(readPage(Astro.params.page)));
	const fixed = { brand: id };
	const data = await loadListPage(url, viewer, {
		fixed,
		zone: null
	});
	if (!data.ok) Astro.response.status = 422;
	const base = `/ppzq/info/${id}`;
	const pageHref = (p) => `${base}/${p}${data.ok ? listQuery({
		...data.params,
		page: 1,
		brand: null
	}) : ""}`;
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "title": `${brand.brand.name} - 品牌专区` }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "ListRoute", $$ListRoute, {
		"data": data,
		"heading": `${brand.brand.name}品牌商品`,
		"crumbs": [{
			name: "品牌专区",
			href: "/ppzq"
		}, { name: brand.brand.name }],
		"paths": { grid: base },
		"view": "grid",
		"fixed": fixed,
		"pageHref": pageHref
	}, { "top": ($$result) => renderTemplate`${renderComponent($$result, "ZoneBanner", $$ZoneBanner, {
		"slot": "top",
		"title": brand.brand.name,
		"text": brand.brand.description || (brand.brand.manufacturer ?? ""),
		"color": "#c2255c",
		"image": brand.brand.logo
	})}` })}` })}`;
}, "/work/main/src/pages/ppzq/info/[id]/[...page].astro", void 0);
var $$file = "/work/main/src/pages/ppzq/info/[id]/[...page].astro";
var $$url = "/ppzq/info/[id]/[...page]";
// \0virtual:astro:page:src/pages/ppzq/info/[id]/[...page]@_@astro
var page = () => ____page__exports;
export { page };
