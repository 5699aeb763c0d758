/** One page of the news list (newest first), optionally of one type, with the total for the pager. */
import { and, count, desc, eq } from 'drizzle-orm';
import { db } from '../db/client';
import { news } from '../db/schema';
import { toSummary, type NewsSummary, type NewsType } from './news';

export const NEWS_PAGE_SIZE = 10;

export async function countNews(type?: NewsType): Promise<number> {
  const query = (await db()).select({ n: count() }).from(news);
  const [{ n }] = await query.where(and(eq(news.isPublished, true), type ? eq(news.type, type) : undefined));
  return n;
}

/** Page `page` (1-based) of `pageSize` items. */
export async function newsPage(type: NewsType | undefined, page: number, pageSize = NEWS_PAGE_SIZE): Promise<NewsSummary[]> {
  const query = (await db()).select().from(news);
  const rows = await query
    .where(and(eq(news.isPublished, true), type ? eq(news.type, type) : undefined))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows.map(toSummary);
}
