import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_pOto-T-g.mjs";
import { n as $$ListRoute, t as loadListPage } from "./list-page_D4IyvfKe.mjs";
import { n as SEARCH_PATHS } from "./paths_CY6cA2Vo.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
// src/pages/search_index.astro
var search_index_exports = /* @__PURE__ */ __exportAll({
	default: () => $$SearchIndex,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$SearchIndex = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$SearchIndex;
	const data = await loadListPage(Astro.url, await viewerOf(Astro));
	if (!data.ok) Astro.response.status = 422;
	const keywords = data.ok ? data.params.keywords : "";
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "title": keywords ? `${keywords} - 搜索结果` : void 0 }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "ListRoute", $$ListRoute, {
		"data": data,
		"heading": "搜索结果",
		"crumbs": [{ name: "搜索结果" }],
		"paths": SEARCH_PATHS,
		"view": "grid"
	})}` })}`;
}, "/work/main/src/pages/search_index.astro", void 0);
var $$file = "/work/main/src/pages/search_index.astro";
var $$url = "/search_index";
// \0virtual:astro:page:src/pages/search_index@_@astro
var page = () => search_index_exports;
export { page };
