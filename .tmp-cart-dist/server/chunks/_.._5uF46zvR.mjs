import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { g as addAttribute, m as maybeRenderHead, o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_pOto-T-g.mjs";
import { t as $$ZoneBanner } from "./ZoneBanner_rgYTRKIK.mjs";
import { t as $$Pagination } from "./Pagination_eXOlfEVQ.mjs";
import { n as readPage } from "./api-params_C-ZcALCG.mjs";
import { a as brandZone } from "./zones_DtNNlUc0.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
// src/pages/ppzq_index/[...page].astro
var ____page__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Component,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Component = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Component;
	const zone = await brandZone(readPage(Astro.params.page), await viewerOf(Astro));
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "data-astro-cid-ato5s734": true }, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="wrap pp" data-astro-cid-ato5s734><nav class="crumbs" aria-label="当前位置" data-astro-cid-ato5s734><a href="/" data-astro-cid-ato5s734>首页</a> › <span aria-current="page" data-astro-cid-ato5s734>品牌专区</span></nav>${renderComponent($$result, "ZoneBanner", $$ZoneBanner, {
		"title": "品牌专区",
		"text": "知名药企品牌直供，正品保障",
		"color": "#c2255c",
		"data-astro-cid-ato5s734": true
	})}<ul class="brands" role="list" data-astro-cid-ato5s734>${zone.list.map((b) => renderTemplate`<li data-astro-cid-ato5s734><a${addAttribute(b.url, "href")} data-astro-cid-ato5s734><img${addAttribute(b.logo, "src")} alt="" width="240" height="100" loading="lazy" data-astro-cid-ato5s734><strong data-astro-cid-ato5s734>${b.name}</strong><span class="muted" data-astro-cid-ato5s734>${b.manufacturer ?? ""}</span><span class="count" data-astro-cid-ato5s734>${b.goods_count} 个品种</span></a></li>`)}</ul>${renderComponent($$result, "Pagination", $$Pagination, {
		"page": zone.page,
		"lastPage": zone.last_page,
		"total": zone.total,
		"href": ((p) => `/ppzq_index/${p}`),
		"jump": false,
		"data-astro-cid-ato5s734": true
	})}</div>` })}`;
}, "/work/main/src/pages/ppzq_index/[...page].astro", void 0);
var $$file = "/work/main/src/pages/ppzq_index/[...page].astro";
var $$url = "/ppzq_index/[...page]";
// \0virtual:astro:page:src/pages/ppzq_index/[...page]@_@astro
var page = () => ____page__exports;
export { page };
