import { g as addAttribute, m as maybeRenderHead, o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { n as routeByName } from "./route-match_vmI3D5jV.mjs";
import { S as news, t as db } from "./client_BXA_sWCA.mjs";
import { t as $$BaseLayout } from "./BaseLayout_pOto-T-g.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
import { n as isoDate, r as $$ShareMeta, t as chineseDate } from "./format-date_BSm1gb0t.mjs";
import { t as cacheNewsPage } from "./news-cache_Bgo34Uyo.mjs";
import { t as loadHelpArticles } from "./load-articles_CLg3EOCn.mjs";
import { n as $$HelpShell, t as $$Breadcrumbs } from "./Breadcrumbs_GVcqGgRU.mjs";
import { i as toSummary, n as NEWS_TYPE_NAMES } from "./news_Dm_Rg7v9.mjs";
import { count, desc, eq } from "drizzle-orm";
// src/server/content/news-pagination.ts
/** The number a `?page=` value asks for; null when absent, NaN when not a positive whole number. */
function parsePageParam(raw) {
	if (raw === null) return null;
	return /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : NaN;
}
function pageCount(total, pageSize) {
	return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}
function decidePage(raw, total, pageSize) {
	const pages = pageCount(total, pageSize);
	const asked = parsePageParam(raw);
	if (asked === null) return {
		page: 1,
		pages
	};
	const page = Number.isNaN(asked) || asked < 1 ? 1 : Math.min(asked, pages);
	return page === asked ? {
		page,
		pages
	} : {
		page,
		pages,
		redirectTo: page
	};
}
/** The URL of page `page` of a list at `path` (page 1 has no query). */
function pageHref(path, page) {
	return page <= 1 ? path : `${path}?page=${page}`;
}
/** Page numbers for the pager: all of them when few, else the ends and a window around `page`, gaps as null. */
function pagerItems(page, pages, window = 2) {
	if (pages <= 2 * window + 5) return Array.from({ length: pages }, (_, i) => i + 1);
	const from = Math.max(2, page - window);
	const to = Math.min(pages - 1, page + window);
	const items = [1];
	if (from > 2) items.push(null);
	for (let p = from; p <= to; p++) items.push(p);
	if (to < pages - 1) items.push(null);
	items.push(pages);
	return items;
}
// src/components/news/Pager.astro
createAstro("https://astro.build");
var $$Pager = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Pager;
	const { path, page, pages } = Astro.props;
	const items = pagerItems(page, pages);
	return renderTemplate`${pages > 1 && renderTemplate`${maybeRenderHead($$result)}<nav class="pager" aria-label="分页" data-astro-cid-5uv7djet>${page > 1 ? renderTemplate`<a${addAttribute(pageHref(path, page - 1), "href")} rel="prev" data-astro-cid-5uv7djet>上一页</a>` : renderTemplate`<span class="off" aria-disabled="true" data-astro-cid-5uv7djet>上一页</span>`}${items.map((n) => n === null ? renderTemplate`<span class="gap" aria-hidden="true" data-astro-cid-5uv7djet>…</span>` : n === page ? renderTemplate`<a${addAttribute(pageHref(path, n), "href")} aria-current="page"${addAttribute(`第 ${n} 页，当前页`, "aria-label")} data-astro-cid-5uv7djet>${n}</a>` : renderTemplate`<a${addAttribute(pageHref(path, n), "href")}${addAttribute(`第 ${n} 页`, "aria-label")} data-astro-cid-5uv7djet>${n}</a>`)}${page < pages ? renderTemplate`<a${addAttribute(pageHref(path, page + 1), "href")} rel="next" data-astro-cid-5uv7djet>下一页</a>` : renderTemplate`<span class="off" aria-disabled="true" data-astro-cid-5uv7djet>下一页</span>`}<span class="total" data-astro-cid-5uv7djet>共 ${pages} 页</span></nav>`}`;
}, "/work/main/src/components/news/Pager.astro", void 0);
// src/components/news/NewsList.astro
createAstro("https://astro.build");
var $$NewsList = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$NewsList;
	const { route, type, items, page, pages, total } = Astro.props;
	const articles = await loadHelpArticles();
	const heading = route.title;
	const crumbs = type ? [
		{
			href: "/help",
			label: "帮助中心"
		},
		{
			href: "/help_news",
			label: "新闻资讯"
		},
		{ label: heading }
	] : [{
		href: "/help",
		label: "帮助中心"
	}, { label: heading }];
	const tabs = [
		{
			href: "/help_news",
			label: "全部资讯",
			current: !type
		},
		{
			href: "/help_news_hy",
			label: NEWS_TYPE_NAMES.hy,
			current: type === "hy"
		},
		{
			href: "/help_news_company",
			label: NEWS_TYPE_NAMES.company,
			current: type === "company"
		}
	];
	const title = page > 1 ? `${heading}（第 ${page} 页）` : heading;
	const description = `药采${heading}：${items.slice(0, 3).map((n) => n.title).join("；")}`;
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {
		"route": route,
		"title": title,
		"description": description,
		"data-astro-cid-hlbmnwgm": true
	}, {
		"default": ($$result) => renderTemplate`${renderComponent($$result, "HelpShell", $$HelpShell, {
			"articles": articles,
			"current": route.path,
			"data-astro-cid-hlbmnwgm": true
		}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "Breadcrumbs", $$Breadcrumbs, {
			"items": crumbs,
			"data-astro-cid-hlbmnwgm": true
		})}${maybeRenderHead($$result)}<section aria-labelledby="news-title" data-astro-cid-hlbmnwgm><h1 id="news-title" data-astro-cid-hlbmnwgm>${heading}</h1><nav class="tabs" aria-label="资讯分类" data-astro-cid-hlbmnwgm>${tabs.map((t) => renderTemplate`<a${addAttribute(t.href, "href")}${addAttribute(t.current ? "page" : void 0, "aria-current")} data-astro-cid-hlbmnwgm>${t.label}</a>`)}</nav>${items.length === 0 ? renderTemplate`<p class="empty" data-astro-cid-hlbmnwgm>暂无资讯，敬请关注。</p>` : renderTemplate`<ol class="news-list"${addAttribute(`${heading}列表，第 ${page} 页，共 ${total} 条`, "aria-label")} data-astro-cid-hlbmnwgm>${items.map((n) => renderTemplate`<li data-astro-cid-hlbmnwgm><h2 data-astro-cid-hlbmnwgm><a${addAttribute(n.url, "href")} data-astro-cid-hlbmnwgm>${n.title}</a></h2><p class="summary" data-astro-cid-hlbmnwgm>${n.summary}</p><p class="meta" data-astro-cid-hlbmnwgm>${!type && renderTemplate`<span class="kind" data-astro-cid-hlbmnwgm>${NEWS_TYPE_NAMES[n.type]}</span>`}<time${addAttribute(isoDate(new Date(n.published_at)), "datetime")} data-astro-cid-hlbmnwgm>${chineseDate(new Date(n.published_at))}</time></p></li>`)}</ol>`}${renderComponent($$result, "Pager", $$Pager, {
			"path": route.path,
			"page": page,
			"pages": pages,
			"data-astro-cid-hlbmnwgm": true
		})}</section>` })}`,
		"head": ($$result) => renderTemplate`${renderComponent($$result, "ShareMeta", $$ShareMeta, {
			"slot": "head",
			"title": title,
			"description": description,
			"path": pageHref(route.path, page),
			"data-astro-cid-hlbmnwgm": true
		})}`
	})}`;
}, "/work/main/src/components/news/NewsList.astro", void 0);
async function countNews(type) {
	const query = (await db()).select({ n: count() }).from(news);
	const [{ n }] = await (type ? query.where(eq(news.type, type)) : query);
	return n;
}
/** Page `page` (1-based) of `pageSize` items. */
async function newsPage(type, page, pageSize = 10) {
	const query = (await db()).select().from(news);
	return (await (type ? query.where(eq(news.type, type)) : query).orderBy(desc(news.publishedAt), desc(news.id)).limit(pageSize).offset((page - 1) * pageSize)).map(toSummary);
}
// src/components/news/load-news-list.ts
/** Reads one page of a news list for `routeName`, or says where a bad `?page=` should go. */
async function loadNewsList(astro, routeName, type) {
	const route = routeByName(routeName);
	const total = await countNews(type);
	const decision = decidePage(astro.url.searchParams.get("page"), total, 10);
	if (decision.redirectTo !== void 0) return { redirect: pageHref(route.path, decision.redirectTo) };
	const items = await newsPage(type, decision.page, 10);
	cacheNewsPage(astro, await viewerOf(astro));
	return {
		route,
		type,
		items,
		page: decision.page,
		pages: decision.pages,
		total
	};
}
export { $$NewsList as n, loadNewsList as t };
