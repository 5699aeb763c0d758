import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { g as addAttribute, m as maybeRenderHead, o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { b as renderScript } from "./CartButton_DwSLLjEZ.mjs";
import { t as $$BaseLayout } from "./BaseLayout_p0ZKMe2z.mjs";
import { t as $$GoodsCard } from "./GoodsCard_CrpFanYP.mjs";
import { n as homeShelves, t as focusAt } from "./focus_lw1bzTaz.mjs";
import { r as latestNews } from "./news_Dm_Rg7v9.mjs";
import { n as listBrands } from "./common-data_Da8UZ4WC.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
// src/components/home/BannerCarousel.astro
createAstro("https://astro.build");
var $$BannerCarousel = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$BannerCarousel;
	const { banners } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<section class="carousel" aria-roledescription="carousel" aria-label="活动推荐" data-astro-cid-xpakbjv4><div class="track" data-track data-astro-cid-xpakbjv4>${banners.map((b, i) => renderTemplate`<a class="slide"${addAttribute(b.url || "#", "href")} role="group" aria-roledescription="slide"${addAttribute(`${i + 1} / ${banners.length}：${b.title}`, "aria-label")} data-astro-cid-xpakbjv4><img${addAttribute(b.image, "src")}${addAttribute(b.title, "alt")} width="790" height="340"${addAttribute(i === 0 ? "eager" : "lazy", "loading")} data-astro-cid-xpakbjv4></a>`)}</div><div class="dots" role="group" aria-label="选择幻灯片" data-astro-cid-xpakbjv4>${banners.map((b, i) => renderTemplate`<button type="button"${addAttribute(i, "data-go")}${addAttribute(`第 ${i + 1} 张：${b.title}`, "aria-label")} data-astro-cid-xpakbjv4></button>`)}</div></section>${renderScript($$result, "/work/main/src/components/home/BannerCarousel.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/main/src/components/home/BannerCarousel.astro", void 0);
// src/components/home/GoodsShelf.astro
createAstro("https://astro.build");
var $$GoodsShelf = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$GoodsShelf;
	const { shelf } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<section class="shelf"${addAttribute(`shelf-${shelf.id}`, "aria-labelledby")}${addAttribute(`--shelf:${shelf.color}`, "style")} data-astro-cid-wqjisvu7><header data-astro-cid-wqjisvu7><h2${addAttribute(`shelf-${shelf.id}`, "id")} data-astro-cid-wqjisvu7>${shelf.title}</h2>${shelf.subtitle && renderTemplate`<p class="muted" data-astro-cid-wqjisvu7>${shelf.subtitle}</p>`}${shelf.more_url && renderTemplate`<a class="more"${addAttribute(shelf.more_url, "href")} data-astro-cid-wqjisvu7>查看更多 ›</a>`}</header><div class="grid" data-astro-cid-wqjisvu7>${shelf.goods.map((g) => renderTemplate`${renderComponent($$result, "GoodsCard", $$GoodsCard, {
		"goods": g,
		"data-astro-cid-wqjisvu7": true
	})}`)}</div></section>`;
}, "/work/main/src/components/home/GoodsShelf.astro", void 0);
// src/pages/index.astro
var pages_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Index,
	file: () => $$file,
	url: () => ""
});
createAstro("https://astro.build");
var $$Index = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Index;
	const viewer = await viewerOf(Astro);
	const [banners, rights, shelves, notices, brands] = await Promise.all([
		focusAt("banner"),
		focusAt("right"),
		homeShelves(viewer),
		latestNews(6, "company"),
		listBrands(12)
	]);
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {
		"menuExpanded": true,
		"data-astro-cid-lcdefpme": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="wrap hero" data-astro-cid-lcdefpme><div class="menu-space" aria-hidden="true" data-astro-cid-lcdefpme></div>${renderComponent($$result, "BannerCarousel", $$BannerCarousel, {
		"banners": banners,
		"data-astro-cid-lcdefpme": true
	})}<aside class="side" aria-label="会员与公告" data-astro-cid-lcdefpme><section class="welcome" data-astro-cid-lcdefpme><p data-astro-cid-lcdefpme>您好，欢迎来到药采！</p>${viewer.storeId === null && renderTemplate`<p class="actions" data-astro-cid-lcdefpme><a class="btn" href="/login" data-astro-cid-lcdefpme>登录</a><a class="btn btn-ghost" href="/register" data-astro-cid-lcdefpme>免费注册</a></p>`}<p class="muted small" data-astro-cid-lcdefpme>注册并通过资质审核后即可查看批发价格</p></section><section class="notices" aria-labelledby="notice-title" data-astro-cid-lcdefpme><h2 id="notice-title" data-astro-cid-lcdefpme>平台公告 <a href="/help_news_company" class="more" data-astro-cid-lcdefpme>更多</a></h2><ul data-astro-cid-lcdefpme>${notices.map((n) => renderTemplate`<li data-astro-cid-lcdefpme><a${addAttribute(n.url, "href")} data-astro-cid-lcdefpme>${n.title}</a></li>`)}</ul></section>${rights.slice(0, 1).map((r) => renderTemplate`<a${addAttribute(r.url || "#", "href")} data-astro-cid-lcdefpme><img${addAttribute(r.image, "src")}${addAttribute(r.title, "alt")} width="230" height="100" data-astro-cid-lcdefpme></a>`)}</aside></div><div class="wrap" data-astro-cid-lcdefpme>${shelves.map((shelf) => renderTemplate`${renderComponent($$result, "GoodsShelf", $$GoodsShelf, {
		"shelf": shelf,
		"data-astro-cid-lcdefpme": true
	})}`)}<section class="brands" aria-labelledby="brand-title" data-astro-cid-lcdefpme><h2 id="brand-title" data-astro-cid-lcdefpme>品牌专区 <a href="/ppzq" class="more" data-astro-cid-lcdefpme>全部品牌 ›</a></h2><ul data-astro-cid-lcdefpme>${brands.map((b) => renderTemplate`<li data-astro-cid-lcdefpme><a${addAttribute(b.url, "href")} data-astro-cid-lcdefpme><img${addAttribute(b.logo, "src")}${addAttribute(b.name, "alt")} width="180" height="75" loading="lazy" data-astro-cid-lcdefpme></a></li>`)}</ul></section></div>` })}`;
}, "/work/main/src/pages/index.astro", void 0);
var $$file = "/work/main/src/pages/index.astro";
// \0virtual:astro:page:src/pages/index@_@astro
var page = () => pages_exports;
export { page };
