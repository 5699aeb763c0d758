import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_pOto-T-g.mjs";
import { n as $$ListRoute, t as loadListPage } from "./list-page_D4IyvfKe.mjs";
import { n as SEARCH_PATHS } from "./paths_CY6cA2Vo.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
// src/pages/search_table.astro
var search_table_exports = /* @__PURE__ */ __exportAll({
	default: () => $$SearchTable,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$SearchTable = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$SearchTable;
	const data = await loadListPage(Astro.url, await viewerOf(Astro));
	if (!data.ok) Astro.response.status = 422;
	const keywords = data.ok ? data.params.keywords : "";
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "title": keywords ? `${keywords} - 搜索结果` : void 0 }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "ListRoute", $$ListRoute, {
		"data": data,
		"heading": "搜索结果",
		"crumbs": [{ name: "搜索结果" }],
		"paths": SEARCH_PATHS,
		"view": "table"
	})}` })}`;
}, "/work/main/src/pages/search_table.astro", void 0);
var $$file = "/work/main/src/pages/search_table.astro";
var $$url = "/search_table";
// \0virtual:astro:page:src/pages/search_table@_@astro
var page = () => search_table_exports;
export { page };
