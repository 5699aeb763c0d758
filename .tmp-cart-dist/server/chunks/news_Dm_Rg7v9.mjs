import { S as news, t as db } from "./client_BXA_sWCA.mjs";
import { desc, eq } from "drizzle-orm";
// src/server/content/news.ts
var NEWS_TYPES = ["hy", "company"];
var NEWS_TYPE_NAMES = {
	hy: "行业资讯",
	company: "公司新闻"
};
function newsUrl(id, type) {
	return `/help_news_info/${id}/${type}`;
}
/** The list shape of a news row. */
function toSummary(n) {
	return {
		id: n.id,
		type: n.type,
		title: n.title,
		summary: n.summary,
		published_at: n.publishedAt.toISOString(),
		url: newsUrl(n.id, n.type)
	};
}
/** Newest news first, optionally of one type. */
async function latestNews(limit, type) {
	const query = (await db()).select().from(news);
	return (await (type ? query.where(eq(news.type, type)) : query).orderBy(desc(news.publishedAt), desc(news.id)).limit(limit)).map(toSummary);
}
export { toSummary as i, NEWS_TYPE_NAMES as n, latestNews as r, NEWS_TYPES as t };
