import { desc, eq } from 'drizzle-orm';
import { db } from '../db/client';
import { news } from '../db/schema';

export type NewsType = 'hy' | 'company';
export type NewsSummary = { id: number; type: NewsType; title: string; summary: string; published_at: string; url: string };

export function newsUrl(id: number, type: NewsType): string {
  return `/help_news_info/${id}/${type}`;
}

/** Newest news first, optionally of one type. */
export async function latestNews(limit: number, type?: NewsType): Promise<NewsSummary[]> {
  const query = (await db()).select().from(news);
  const rows = await (type ? query.where(eq(news.type, type)) : query).orderBy(desc(news.publishedAt), desc(news.id)).limit(limit);
  return rows.map((n) => ({
    id: n.id, type: n.type, title: n.title, summary: n.summary, published_at: n.publishedAt.toISOString(), url: newsUrl(n.id, n.type),
  }));
}
