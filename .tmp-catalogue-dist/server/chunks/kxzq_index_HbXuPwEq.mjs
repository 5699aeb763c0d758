import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { g as addAttribute, m as maybeRenderHead, o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_p0ZKMe2z.mjs";
import { t as $$ZoneBanner } from "./ZoneBanner_rgYTRKIK.mjs";
import { t as $$GoodsCard } from "./GoodsCard_CrpFanYP.mjs";
import { t as $$EmptyState } from "./EmptyState_BIDzf8vy.mjs";
import { s as controlledGroups } from "./zones_DtNNlUc0.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
// src/pages/kxzq_index.astro
var kxzq_index_exports = /* @__PURE__ */ __exportAll({
	default: () => $$KxzqIndex,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$KxzqIndex = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$KxzqIndex;
	const viewer = await viewerOf(Astro);
	const { list, notice } = await controlledGroups(viewer);
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "data-astro-cid-jmehdxyo": true }, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="wrap kx" data-astro-cid-jmehdxyo><nav class="crumbs" aria-label="当前位置" data-astro-cid-jmehdxyo><a href="/" data-astro-cid-jmehdxyo>首页</a> › <span aria-current="page" data-astro-cid-jmehdxyo>控销专区</span></nav>${renderComponent($$result, "ZoneBanner", $$ZoneBanner, {
		"title": "控销专区",
		"text": "厂家授权品种，按客户类型和区域定向供货",
		"color": "#5f3dc4",
		"link": {
			href: "/kxzq",
			label: "查看全部控销商品 ›"
		},
		"data-astro-cid-jmehdxyo": true
	})}${list.length === 0 ? renderTemplate`${renderComponent($$result, "EmptyState", $$EmptyState, {
		"text": notice ?? "暂无控销商品",
		"data-astro-cid-jmehdxyo": true
	}, { "default": ($$result) => renderTemplate`${viewer.storeId === null && renderTemplate`<a class="btn"${addAttribute(`/login?redirect=${encodeURIComponent("/kxzq_index")}`, "href")} data-astro-cid-jmehdxyo>登录查看</a>`}` })}` : list.map((group) => renderTemplate`<section class="group"${addAttribute(`kx-${group.id}`, "aria-labelledby")} data-astro-cid-jmehdxyo><header data-astro-cid-jmehdxyo><h2${addAttribute(`kx-${group.id}`, "id")} data-astro-cid-jmehdxyo>${group.name}</h2><span class="muted" data-astro-cid-jmehdxyo>${group.goods_count} 个控销品种</span><a${addAttribute(`${group.url}/${group.ad}`, "href")} data-astro-cid-jmehdxyo>进入厂家专区 ›</a></header><div class="grid" data-astro-cid-jmehdxyo>${group.goods.map((g) => renderTemplate`${renderComponent($$result, "GoodsCard", $$GoodsCard, {
		"goods": g,
		"data-astro-cid-jmehdxyo": true
	})}`)}</div></section>`)}</div>` })}`;
}, "/work/main/src/pages/kxzq_index.astro", void 0);
var $$file = "/work/main/src/pages/kxzq_index.astro";
var $$url = "/kxzq_index";
// \0virtual:astro:page:src/pages/kxzq_index@_@astro
var page = () => kxzq_index_exports;
export { page };
