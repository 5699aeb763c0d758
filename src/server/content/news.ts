import { and, desc, eq } from 'drizzle-orm';
import { db } from '../db/client';
import { news } from '../db/schema';

export const NEWS_TYPES = ['hy', 'company'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];
export const NEWS_TYPE_NAMES: Record<NewsType, string> = { hy: '行业资讯', company: '公司新闻' };

export type NewsSummary = { id: number; type: NewsType; title: string; summary: string; published_at: string; url: string };

export function newsUrl(id: number, type: NewsType): string {
  return `/help_news_info/${id}/${type}`;
}

/** The list shape of a news row. */
export function toSummary(n: typeof news.$inferSelect): NewsSummary {
  return { id: n.id, type: n.type, title: n.title, summary: n.summary, published_at: n.publishedAt.toISOString(), url: newsUrl(n.id, n.type) };
}

/** Newest news first, optionally of one type. */
export async function latestNews(limit: number, type?: NewsType): Promise<NewsSummary[]> {
  const query = (await db()).select().from(news);
  const rows = await query
    .where(and(eq(news.isPublished, true), type ? eq(news.type, type) : undefined))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(limit);
  return rows.map(toSummary);
}
