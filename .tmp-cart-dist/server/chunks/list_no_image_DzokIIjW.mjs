import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_pOto-T-g.mjs";
import { n as $$ListRoute, t as loadListPage } from "./list-page_D4IyvfKe.mjs";
import { t as LIST_PATHS } from "./paths_CY6cA2Vo.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
// src/pages/list_no_image.astro
var list_no_image_exports = /* @__PURE__ */ __exportAll({
	default: () => $$ListNoImage,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$ListNoImage = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ListNoImage;
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
		"view": "plain"
	})}` })}`;
}, "/work/main/src/pages/list_no_image.astro", void 0);
var $$file = "/work/main/src/pages/list_no_image.astro";
var $$url = "/list_no_image";
// \0virtual:astro:page:src/pages/list_no_image@_@astro
var page = () => list_no_image_exports;
export { page };
