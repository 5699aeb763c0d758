import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { g as addAttribute, o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_p0ZKMe2z.mjs";
import { n as $$ListRoute, t as loadListPage } from "./list-page_BAv00Tg_.mjs";
import { t as LIST_PATHS } from "./paths_CY6cA2Vo.mjs";
import { t as categoryIndex } from "./categories_D5d7YANB.mjs";
import { n as parseGoodsId } from "./goods-detail_Cz6DYFKJ.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
// src/pages/list/other/[id]/[...name].astro
var ____name__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Component,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Component = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Component;
	const id = parseGoodsId(Astro.params.id);
	const category = id === null ? void 0 : (await categoryIndex()).byId.get(id);
	if (!category || id === null) return Astro.rewrite("/404");
	const url = new URL(Astro.url);
	url.searchParams.set("select", String(id));
	const data = await loadListPage(url, await viewerOf(Astro));
	if (!data.ok) Astro.response.status = 422;
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "title": category.name }, {
		"default": ($$result) => renderTemplate`${renderComponent($$result, "ListRoute", $$ListRoute, {
			"data": data,
			"heading": category.name,
			"crumbs": [{
				name: "全部商品",
				href: "/list"
			}],
			"paths": LIST_PATHS,
			"view": "grid"
		})}`,
		"head": ($$result) => renderTemplate`<link rel="canonical"${addAttribute(`/list_index?select=${id}`, "href")}>`
	})}`;
}, "/work/main/src/pages/list/other/[id]/[...name].astro", void 0);
var $$file = "/work/main/src/pages/list/other/[id]/[...name].astro";
var $$url = "/list/other/[id]/[...name]";
// \0virtual:astro:page:src/pages/list/other/[id]/[...name]@_@astro
var page = () => ____name__exports;
export { page };
