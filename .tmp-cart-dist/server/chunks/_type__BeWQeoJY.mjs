import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { g as addAttribute, m as maybeRenderHead, o as renderComponent, p as renderTemplate, w as unescapeHTML } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_pOto-T-g.mjs";
import { n as $$HelpShell, t as $$Breadcrumbs } from "./Breadcrumbs_GVcqGgRU.mjs";
import { n as isoDate, r as $$ShareMeta, t as chineseDate } from "./format-date_BSm1gb0t.mjs";
import { i as toSummary, n as NEWS_TYPE_NAMES, t as NEWS_TYPES } from "./news_Dm_Rg7v9.mjs";
/* empty css                */
import { t as loadHelpArticles } from "./load-articles_CLg3EOCn.mjs";
import { t as cacheNewsPage } from "./news-cache_Bgo34Uyo.mjs";
import { n as routeByName } from "./route-match_vmI3D5jV.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
import { S as news, t as db } from "./client_BXA_sWCA.mjs";
import { and, asc, desc, eq, gt, lt, ne, or } from "drizzle-orm";
import { z } from "zod";
import MarkdownIt from "markdown-it";
// src/server/content/news-markdown.ts
/**
* News bodies are Markdown typed by the operator into the database: rendered here with raw HTML
* switched off (tags appear as text), links limited to safe schemes by markdown-it's own
* validation, headings demoted below the page's h1, and links leaving the site opened safely.
*/
var md = new MarkdownIt({
	html: false,
	linkify: false,
	typographer: false,
	breaks: false
});
var SAFE_SCHEME = /^(?:https?|mailto|tel):/i;
var HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
var defaultValidate = md.validateLink.bind(md);
md.validateLink = (url) => {
	const bare = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
	return defaultValidate(url) && (SAFE_SCHEME.test(bare) || !HAS_SCHEME.test(bare));
};
md.core.ruler.push("demote_headings", (state) => {
	for (const token of state.tokens) if ((token.type === "heading_open" || token.type === "heading_close") && token.tag === "h1") token.tag = "h2";
});
var renderLink = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
	const href = tokens[idx].attrGet("href") ?? "";
	if (/^https?:\/\//i.test(href)) {
		tokens[idx].attrSet("target", "_blank");
		tokens[idx].attrSet("rel", "noopener noreferrer nofollow");
	}
	return renderLink(tokens, idx, options, env, self);
};
var renderImage = md.renderer.rules.image;
md.renderer.rules.image = (tokens, idx, options, env, self) => {
	tokens[idx].attrSet("loading", "lazy");
	tokens[idx].attrSet("decoding", "async");
	return renderImage(tokens, idx, options, env, self);
};
function renderNewsMarkdown(body) {
	return md.render(body);
}
// src/components/news/NewsArticleView.astro
createAstro("https://astro.build");
var $$NewsArticleView = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$NewsArticleView;
	const { article, newer, older, listPath } = Astro.props;
	const published = new Date(article.published_at);
	return renderTemplate`${maybeRenderHead($$result)}<article class="news-article" aria-labelledby="news-title" data-astro-cid-fge55zit><header data-astro-cid-fge55zit><h1 id="news-title" data-astro-cid-fge55zit>${article.title}</h1><p class="meta" data-astro-cid-fge55zit><span data-astro-cid-fge55zit>${NEWS_TYPE_NAMES[article.type]}</span><span data-astro-cid-fge55zit>发布时间 <time${addAttribute(isoDate(published), "datetime")} data-astro-cid-fge55zit>${chineseDate(published)}</time></span>${article.source && renderTemplate`<span data-astro-cid-fge55zit>来源：${article.source}</span>`}</p></header><div class="prose" data-astro-cid-fge55zit>${unescapeHTML(renderNewsMarkdown(article.body))}</div><nav class="pager" aria-label="上一篇和下一篇" data-astro-cid-fge55zit>${newer ? renderTemplate`<a rel="prev"${addAttribute(newer.url, "href")} data-astro-cid-fge55zit><span data-astro-cid-fge55zit>上一篇</span>${newer.title}</a>` : renderTemplate`<span class="none" data-astro-cid-fge55zit>已是最新一篇</span>`}${older ? renderTemplate`<a rel="next"${addAttribute(older.url, "href")} data-astro-cid-fge55zit><span data-astro-cid-fge55zit>下一篇</span>${older.title}</a>` : renderTemplate`<span class="none" data-astro-cid-fge55zit>已是最后一篇</span>`}</nav><p class="back" data-astro-cid-fge55zit><a${addAttribute(listPath, "href")} data-astro-cid-fge55zit>返回${NEWS_TYPE_NAMES[article.type]}列表</a></p></article>`;
}, "/work/main/src/components/news/NewsArticleView.astro", void 0);
// src/server/content/news-article.ts
/** One news article for its detail page, and its neighbours of the same type. */
/** Largest id a serial column holds; bigger path ids cannot exist (and would fail in SQL). */
var MAX_ID = 2147483647;
async function newsById(id) {
	if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return void 0;
	const [row] = await (await db()).select().from(news).where(eq(news.id, id)).limit(1);
	return row ? {
		...toSummary(row),
		body: row.body,
		source: row.source
	} : void 0;
}
/** The next older (`prev` in reading order: 上一篇 is newer) and newer articles of the same type. */
async function newsNeighbours(article) {
	const conn = await db();
	const at = new Date(article.published_at);
	const sameType = and(eq(news.type, article.type), ne(news.id, article.id));
	const [newer] = await conn.select().from(news).where(and(sameType, or(gt(news.publishedAt, at), and(eq(news.publishedAt, at), gt(news.id, article.id))))).orderBy(asc(news.publishedAt), asc(news.id)).limit(1);
	const [older] = await conn.select().from(news).where(and(sameType, or(lt(news.publishedAt, at), and(eq(news.publishedAt, at), lt(news.id, article.id))))).orderBy(desc(news.publishedAt), desc(news.id)).limit(1);
	return {
		newer: newer && toSummary(newer),
		older: older && toSummary(older)
	};
}
/** Path params of /help_news_info/:id/:type; anything else is a 404, never an error. */
var newsInfoParams = z.object({
	id: z.string().regex(/^[1-9]\d{0,9}$/).transform(Number),
	type: z.enum(NEWS_TYPES)
});
/** The article at /help_news_info/:id/:type, or undefined when the id is unknown or of another type. */
async function newsForPath(params) {
	const parsed = newsInfoParams.safeParse(params);
	if (!parsed.success) return void 0;
	const article = await newsById(parsed.data.id);
	return article?.type === parsed.data.type ? article : void 0;
}
// src/pages/help_news_info/[id]/[type].astro
var _type__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Type,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Type = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Type;
	const article = await newsForPath(Astro.params);
	if (!article) return Astro.rewrite("/404");
	const [neighbours, articles] = await Promise.all([newsNeighbours(article), loadHelpArticles()]);
	cacheNewsPage(Astro, await viewerOf(Astro));
	const route = routeByName("help_news_info");
	const listPath = article.type === "hy" ? "/help_news_hy" : "/help_news_company";
	const crumbs = [
		{
			href: "/help",
			label: "帮助中心"
		},
		{
			href: "/help_news",
			label: "新闻资讯"
		},
		{
			href: listPath,
			label: NEWS_TYPE_NAMES[article.type]
		},
		{ label: article.title }
	];
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {
		"route": route,
		"title": article.title,
		"description": article.summary
	}, {
		"default": ($$result) => renderTemplate`${renderComponent($$result, "HelpShell", $$HelpShell, {
			"articles": articles,
			"current": listPath
		}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "Breadcrumbs", $$Breadcrumbs, { "items": crumbs })}${renderComponent($$result, "NewsArticleView", $$NewsArticleView, {
			"article": article,
			"newer": neighbours.newer,
			"older": neighbours.older,
			"listPath": listPath
		})}` })}`,
		"head": ($$result) => renderTemplate`${renderComponent($$result, "ShareMeta", $$ShareMeta, {
			"slot": "head",
			"title": article.title,
			"description": article.summary,
			"path": article.url,
			"type": "article"
		})}`
	})}`;
}, "/work/main/src/pages/help_news_info/[id]/[type].astro", void 0);
var $$file = "/work/main/src/pages/help_news_info/[id]/[type].astro";
var $$url = "/help_news_info/[id]/[type]";
// \0virtual:astro:page:src/pages/help_news_info/[id]/[type]@_@astro
var page = () => _type__exports;
export { page };
