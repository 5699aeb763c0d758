import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_p0ZKMe2z.mjs";
import { n as $$ListRoute, t as loadListPage } from "./list-page_BAv00Tg_.mjs";
import { t as $$ZoneBanner } from "./ZoneBanner_rgYTRKIK.mjs";
import { r as YX_PATHS } from "./paths_CY6cA2Vo.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
// src/pages/yx_table.astro
var yx_table_exports = /* @__PURE__ */ __exportAll({
	default: () => $$YxTable,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$YxTable = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$YxTable;
	const data = await loadListPage(Astro.url, await viewerOf(Astro), {
		fixed: { yx: true },
		zone: "medicine"
	});
	if (!data.ok) Astro.response.status = 422;
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "ListRoute", $$ListRoute, {
		"data": data,
		"heading": "包邮专区",
		"crumbs": [{
			name: "包邮专区",
			href: "/yx"
		}],
		"paths": YX_PATHS,
		"view": "table",
		"fixed": { yx: true }
	}, { "top": ($$result) => renderTemplate`${renderComponent($$result, "ZoneBanner", $$ZoneBanner, {
		"slot": "top",
		"title": "包邮专区",
		"text": "单品包邮、满量包邮，采购更省运费",
		"color": "#0b7285",
		"link": {
			href: "/yx_rule",
			label: "查看包邮规则 ›"
		}
	})}` })}` })}`;
}, "/work/main/src/pages/yx_table.astro", void 0);
var $$file = "/work/main/src/pages/yx_table.astro";
var $$url = "/yx_table";
// \0virtual:astro:page:src/pages/yx_table@_@astro
var page = () => yx_table_exports;
export { page };
