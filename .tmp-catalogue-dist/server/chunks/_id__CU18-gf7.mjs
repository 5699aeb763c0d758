import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_p0ZKMe2z.mjs";
import { t as $$GoodsDetail } from "./GoodsDetail_D4kgkTT0.mjs";
import { n as parseGoodsId, t as goodsDetail } from "./goods-detail_Cz6DYFKJ.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
// src/pages/list_info/[id].astro
var _id__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Id,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Id = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Id;
	const id = parseGoodsId(Astro.params.id);
	const detail = id === null ? null : await goodsDetail(id, await viewerOf(Astro));
	if (!detail) return Astro.rewrite("/404");
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {
		"title": detail.name,
		"description": `${detail.name} ${detail.ypgg} ${detail.sccj}`
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "GoodsDetail", $$GoodsDetail, { "goods": detail })}` })}`;
}, "/work/main/src/pages/list_info/[id].astro", void 0);
var $$file = "/work/main/src/pages/list_info/[id].astro";
var $$url = "/list_info/[id]";
// \0virtual:astro:page:src/pages/list_info/[id]@_@astro
var page = () => _id__exports;
export { page };
