/** One news article for its detail page, and its neighbours of the same type. */
import { and, asc, desc, eq, gt, lt, ne, or } from 'drizzle-orm';
import { z } from 'zod';
import { text as safeText } from '../http/text';
import { db } from '../db/client';
import { news } from '../db/schema';
import { NEWS_TYPES, toSummary, type NewsSummary, type NewsType } from './news';

export type NewsArticle = NewsSummary & { body: string; source: string };

/** Largest id a serial column holds; bigger path ids cannot exist (and would fail in SQL). */
const MAX_ID = 2_147_483_647;

export async function newsById(id: number): Promise<NewsArticle | undefined> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return undefined;
  const [row] = await (
    await db()
  )
    .select()
    .from(news)
    .where(and(eq(news.id, id), eq(news.isPublished, true)))
    .limit(1);
  return row ? { ...toSummary(row), body: row.body, source: row.source } : undefined;
}

/** The next older (`prev` in reading order: 上一篇 is newer) and newer articles of the same type. */
export async function newsNeighbours(article: Pick<NewsArticle, 'id' | 'type' | 'published_at'>): Promise<{ newer?: NewsSummary; older?: NewsSummary }> {
  const conn = await db();
  const at = new Date(article.published_at);
  // Timestamps may carry microseconds the JS Date lost: never count the article as its own neighbour.
  const sameType = and(eq(news.type, article.type as NewsType), ne(news.id, article.id), eq(news.isPublished, true));
  const [newer] = await conn
    .select()
    .from(news)
    .where(and(sameType, or(gt(news.publishedAt, at), and(eq(news.publishedAt, at), gt(news.id, article.id)))))
    .orderBy(asc(news.publishedAt), asc(news.id))
    .limit(1);
  const [older] = await conn
    .select()
    .from(news)
    .where(and(sameType, or(lt(news.publishedAt, at), and(eq(news.publishedAt, at), lt(news.id, article.id)))))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(1);
  return { newer: newer && toSummary(newer), older: older && toSummary(older) };
}

/** Path params of /help_news_info/:id/:type; anything else is a 404, never an error. */
export const newsInfoParams = z.object({
  id: safeText()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number),
  type: z.enum(NEWS_TYPES),
});

/** The article at /help_news_info/:id/:type, or undefined when the id is unknown or of another type. */
export async function newsForPath(params: Record<string, string | undefined>): Promise<NewsArticle | undefined> {
  const parsed = newsInfoParams.safeParse(params);
  if (!parsed.success) return undefined;
  const article = await newsById(parsed.data.id);
  return article?.type === parsed.data.type ? article : undefined;
}
