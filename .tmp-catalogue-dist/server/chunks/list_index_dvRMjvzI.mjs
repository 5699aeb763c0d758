import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_p0ZKMe2z.mjs";
import { n as $$ListRoute, t as loadListPage } from "./list-page_BAv00Tg_.mjs";
import { t as LIST_PATHS } from "./paths_CY6cA2Vo.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
// src/pages/list_index.astro
var list_index_exports = /* @__PURE__ */ __exportAll({
	default: () => $$ListIndex,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$ListIndex = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ListIndex;
	const data = await loadListPage(Astro.url, await viewerOf(Astro));
	if (!data.ok) Astro.response.status = 422;
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "ListRoute", $$ListRoute, {
		"data": data,
		"heading": "全部商品",
		"crumbs": [{
			name: "全部商品",
			href: "/list"
		}],
		"paths": LIST_PATHS,
		"view": "grid"
	})}` })}`;
}, "/work/main/src/pages/list_index.astro", void 0);
var $$file = "/work/main/src/pages/list_index.astro";
var $$url = "/list_index";
// \0virtual:astro:page:src/pages/list_index@_@astro
var page = () => list_index_exports;
export { page };
