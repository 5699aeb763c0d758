import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { g as addAttribute, m as maybeRenderHead, o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { H as renderScript } from "./CartButton_rLjZ92CS.mjs";
import { t as $$BaseLayout } from "./BaseLayout_pOto-T-g.mjs";
import { n as $$HelpShell, t as $$Breadcrumbs } from "./Breadcrumbs_GVcqGgRU.mjs";
import { n as isoDate, r as $$ShareMeta, t as chineseDate } from "./format-date_BSm1gb0t.mjs";
import { a as articlesOf, c as neighbours, i as articlePath, l as HELP_CATEGORIES, n as getEntry, o as categoryPath, r as render, s as helpPageOf, t as loadHelpArticles } from "./load-articles_CLg3EOCn.mjs";
/* empty css                */
// src/components/help/HelpHomeView.astro
createAstro("https://astro.build");
var $$HelpHomeView = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$HelpHomeView;
	const { articles } = Astro.props;
	const cards = HELP_CATEGORIES.map((c) => ({
		slug: c.slug,
		name: c.name,
		href: categoryPath(c.slug),
		links: articlesOf(articles, c.slug).flatMap((a) => {
			const href = articlePath(a);
			return href ? [{
				href,
				title: a.title,
				summary: a.summary
			}] : [];
		})
	}));
	return renderTemplate`${maybeRenderHead($$result)}<section aria-labelledby="help-title" data-astro-cid-c3cujeid><h1 id="help-title" data-astro-cid-c3cujeid>帮助中心</h1><p class="muted intro" data-astro-cid-c3cujeid>注册、采购、支付配送和售后的常见问题都在这里。找不到答案时，请查看<a href="/help_us_link" data-astro-cid-c3cujeid>联系我们</a>或<a href="/help_us_tsjy" data-astro-cid-c3cujeid>提交投诉建议</a>。</p><div class="cards" data-astro-cid-c3cujeid>${cards.map((card) => renderTemplate`<section class="card"${addAttribute(`cat-${card.slug}`, "aria-labelledby")} data-astro-cid-c3cujeid><h2${addAttribute(`cat-${card.slug}`, "id")} data-astro-cid-c3cujeid><a${addAttribute(card.href, "href")} data-astro-cid-c3cujeid>${card.name}</a></h2><ul data-astro-cid-c3cujeid>${card.links.map((l) => renderTemplate`<li data-astro-cid-c3cujeid><a${addAttribute(l.href, "href")} data-astro-cid-c3cujeid>${l.title}</a></li>`)}</ul></section>`)}<section class="card" aria-labelledby="cat-news" data-astro-cid-c3cujeid><h2 id="cat-news" data-astro-cid-c3cujeid><a href="/help_news" data-astro-cid-c3cujeid>新闻资讯</a></h2><ul data-astro-cid-c3cujeid><li data-astro-cid-c3cujeid><a href="/help_news_hy" data-astro-cid-c3cujeid>行业资讯</a></li><li data-astro-cid-c3cujeid><a href="/help_news_company" data-astro-cid-c3cujeid>公司新闻</a></li></ul></section></div></section>`;
}, "/work/main/src/components/help/HelpHomeView.astro", void 0);
// src/components/help/HelpCategoryView.astro
createAstro("https://astro.build");
var $$HelpCategoryView = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$HelpCategoryView;
	const { category, articles } = Astro.props;
	const list = articlesOf(articles, category.slug).filter((a) => articlePath(a));
	return renderTemplate`${maybeRenderHead($$result)}<section aria-labelledby="category-title" data-astro-cid-62g2sqyt><h1 id="category-title" data-astro-cid-62g2sqyt>${category.name}</h1><p class="muted intro" data-astro-cid-62g2sqyt>共 ${list.length} 篇文章</p><ul class="article-list" data-astro-cid-62g2sqyt>${list.map((a) => renderTemplate`<li data-astro-cid-62g2sqyt><h2 data-astro-cid-62g2sqyt><a${addAttribute(articlePath(a), "href")} data-astro-cid-62g2sqyt>${a.title}</a></h2><p data-astro-cid-62g2sqyt>${a.summary}</p><p class="date" data-astro-cid-62g2sqyt>更新于 <time${addAttribute(isoDate(a.updated), "datetime")} data-astro-cid-62g2sqyt>${chineseDate(a.updated)}</time></p></li>`)}</ul></section>`;
}, "/work/main/src/components/help/HelpCategoryView.astro", void 0);
// src/components/help/FeedbackForm.astro
var $$FeedbackForm = createComponent(($$result, $$props, $$slots) => {
	const MAX = 500;
	return renderTemplate`${maybeRenderHead($$result)}<section class="feedback" aria-labelledby="feedback-title" data-astro-cid-jzypr3z6><h2 id="feedback-title" data-astro-cid-jzypr3z6>在线提交投诉建议</h2><form action="/api/user/feedback" method="post" novalidate data-feedback${addAttribute(MAX, "data-max")} data-astro-cid-jzypr3z6><fieldset data-astro-cid-jzypr3z6><legend data-astro-cid-jzypr3z6>反馈类型</legend><label data-astro-cid-jzypr3z6><input type="radio" name="category" value="complaint" data-astro-cid-jzypr3z6> 投诉</label><label data-astro-cid-jzypr3z6><input type="radio" name="category" value="suggestion" checked data-astro-cid-jzypr3z6> 建议</label><label data-astro-cid-jzypr3z6><input type="radio" name="category" value="other" data-astro-cid-jzypr3z6> 其他</label></fieldset><div class="field" data-astro-cid-jzypr3z6><label for="feedback-content" data-astro-cid-jzypr3z6>反馈内容</label><textarea id="feedback-content" name="content" rows="6" aria-describedby="feedback-hint feedback-error" placeholder="请描述您遇到的问题或建议，例如订单号、商品名称、发生时间等" data-astro-cid-jzypr3z6></textarea><p class="hint" id="feedback-hint" data-astro-cid-jzypr3z6>最多 ${MAX} 字，已输入 <span data-count data-astro-cid-jzypr3z6>0</span> 字</p></div><div class="field" data-astro-cid-jzypr3z6><label for="feedback-contact" data-astro-cid-jzypr3z6>联系方式（选填）</label><input id="feedback-contact" name="contact" type="text" autocomplete="tel" placeholder="手机号或邮箱，便于我们回复您" data-astro-cid-jzypr3z6></div><p class="error" id="feedback-error" role="alert" data-error data-astro-cid-jzypr3z6></p><p class="done" role="status" data-done data-astro-cid-jzypr3z6></p><button class="btn" type="submit" data-astro-cid-jzypr3z6>提交反馈</button></form></section>${renderScript($$result, "/work/main/src/components/help/FeedbackForm.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/main/src/components/help/FeedbackForm.astro", void 0);
// src/components/help/HelpArticleView.astro
createAstro("https://astro.build");
var $$HelpArticleView = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$HelpArticleView;
	const { slug, articles, categoryName } = Astro.props;
	const entry = await getEntry("help", slug);
	if (!entry) throw new Error(`help article "${slug}" is missing from src/content/help`);
	const { Content } = await render(entry);
	const { prev, next } = neighbours(articles, slug);
	const link = (a) => a ? {
		href: articlePath(a),
		title: a.title
	} : void 0;
	const [before, after] = [link(prev), link(next)];
	return renderTemplate`${maybeRenderHead($$result)}<article class="help-article" aria-labelledby="article-title" data-astro-cid-auytl3yd><header data-astro-cid-auytl3yd><h1 id="article-title" data-astro-cid-auytl3yd>${entry.data.title}</h1><p class="meta" data-astro-cid-auytl3yd><span data-astro-cid-auytl3yd>${categoryName}</span><span data-astro-cid-auytl3yd>更新于 <time${addAttribute(isoDate(entry.data.updated), "datetime")} data-astro-cid-auytl3yd>${chineseDate(entry.data.updated)}</time></span></p><p class="lead" data-astro-cid-auytl3yd>${entry.data.summary}</p></header><div class="prose" data-astro-cid-auytl3yd>${renderComponent($$result, "Content", Content, { "data-astro-cid-auytl3yd": true })}</div>${slug === "tsjy" && renderTemplate`${renderComponent($$result, "FeedbackForm", $$FeedbackForm, { "data-astro-cid-auytl3yd": true })}`}<nav class="pager" aria-label="上一篇和下一篇" data-astro-cid-auytl3yd>${before?.href ? renderTemplate`<a rel="prev"${addAttribute(before.href, "href")} data-astro-cid-auytl3yd><span data-astro-cid-auytl3yd>上一篇</span>${before.title}</a>` : renderTemplate`<span class="none" data-astro-cid-auytl3yd>已是第一篇</span>`}${after?.href ? renderTemplate`<a rel="next"${addAttribute(after.href, "href")} data-astro-cid-auytl3yd><span data-astro-cid-auytl3yd>下一篇</span>${after.title}</a>` : renderTemplate`<span class="none" data-astro-cid-auytl3yd>已是最后一篇</span>`}</nav></article>`;
}, "/work/main/src/components/help/HelpArticleView.astro", void 0);
// src/components/help/HelpCentrePage.astro
createAstro("https://astro.build");
var $$HelpCentrePage = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$HelpCentrePage;
	const page = helpPageOf(Astro.props.routeName);
	if (!page) throw new Error(`route ${Astro.props.routeName} is not a help-centre page`);
	const articles = await loadHelpArticles();
	const { route } = page;
	const article = page.kind === "article" ? articles.find((a) => a.slug === page.slug) : void 0;
	if (page.kind === "article" && !article) throw new Error(`route ${route.name} has no article "${page.slug}" in src/content/help`);
	const crumbs = [{
		href: "/help",
		label: "帮助中心"
	}];
	if (page.kind !== "home") crumbs.push({
		href: categoryPath(page.category.slug),
		label: page.category.name
	});
	if (article) crumbs.push({
		href: route.path,
		label: article.title
	});
	const description = article?.summary ?? (page.kind === "category" ? `${page.category.name}：${articles.filter((a) => a.category === page.category.slug).map((a) => a.title).join("、")}。` : "药采帮助中心：会员注册、购物指南、支付配送、售后服务与联系方式。");
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {
		"route": route,
		"description": description
	}, {
		"default": ($$result) => renderTemplate`${renderComponent($$result, "HelpShell", $$HelpShell, {
			"articles": articles,
			"current": route.path
		}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "Breadcrumbs", $$Breadcrumbs, { "items": crumbs })}${page.kind === "home" && renderTemplate`${renderComponent($$result, "HelpHomeView", $$HelpHomeView, { "articles": articles })}`}${page.kind === "category" && renderTemplate`${renderComponent($$result, "HelpCategoryView", $$HelpCategoryView, {
			"category": page.category,
			"articles": articles
		})}`}${page.kind === "article" && renderTemplate`${renderComponent($$result, "HelpArticleView", $$HelpArticleView, {
			"slug": page.slug,
			"articles": articles,
			"categoryName": page.category.name
		})}`}` })}`,
		"head": ($$result) => renderTemplate`${renderComponent($$result, "ShareMeta", $$ShareMeta, {
			"slot": "head",
			"title": route.title,
			"description": description,
			"path": route.path,
			"type": article ? "article" : "website"
		})}`
	})}`;
}, "/work/main/src/components/help/HelpCentrePage.astro", void 0);
// src/pages/help/xrzn/hyzc.astro
var hyzc_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Hyzc,
	file: () => $$file,
	prerender: () => false,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Hyzc = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Hyzc;
	const id = Astro.url.searchParams.get("id");
	if (id && id !== "hyzc") {
		const target = (await loadHelpArticles()).find((a) => a.slug === id);
		const path = target && articlePath(target);
		if (path) return Astro.redirect(path, 302);
	}
	return renderTemplate`${renderComponent($$result, "HelpCentrePage", $$HelpCentrePage, { "routeName": "help_xrzn_hyzc" })}`;
}, "/work/main/src/pages/help/xrzn/hyzc.astro", void 0);
var $$file = "/work/main/src/pages/help/xrzn/hyzc.astro";
var $$url = "/help/xrzn/hyzc";
// \0virtual:astro:page:src/pages/help/xrzn/hyzc@_@astro
var page = () => hyzc_exports;
export { page };
