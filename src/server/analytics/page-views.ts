import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '../db/client';
import { pageViews } from '../db/schema';
import { shanghaiToday } from '../../lib/time';

/**
 * Page-view counting that never holds a page up: the browser sends a beacon after the page loaded
 * (POST /api/pv), the server adds 1 to a counter in memory and writes the counters in one upsert every
 * few seconds. A crash loses at most the last interval's counts, which statistics can bear.
 */
const FLUSH_MS = 5000;
const pending = new Map<string, number>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** A shop path: starts with /, no query, bounded; the console's own paths are not counted. */
export const pageViewInput = z.object({
  path: z
    .string()
    .trim()
    .max(200, '路径过长')
    .regex(/^\/(?!admin(\/|$))[^?#\s]*$/, '路径无效'),
});

export function recordView(path: string, now = new Date()): void {
  const key = `${shanghaiToday(now)} ${path}`;
  pending.set(key, (pending.get(key) ?? 0) + 1);
  timer ??= setTimeout(() => void flushPageViews().catch(() => undefined), FLUSH_MS);
  timer.unref?.();
}

/** Writes the counted views (one statement); the counters start again from zero. */
export async function flushPageViews(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (pending.size === 0) return;
  const rows = [...pending].map(([key, views]) => ({ day: key.slice(0, 10), path: key.slice(11), views }));
  pending.clear();
  const conn = await db();
  await conn
    .insert(pageViews)
    .values(rows)
    .onConflictDoUpdate({ target: [pageViews.day, pageViews.path], set: { views: sql`${pageViews.views} + excluded.views` } });
}

export type DayViews = { day: string; total: number; paths: { path: string; views: number }[] };

/** What the console's 工作台 shows of a day (default today): all views counted so far and the most viewed paths. */
export async function dayViews(day: string = shanghaiToday(), limit = 10): Promise<DayViews> {
  const conn = await db();
  const [paths, [sum]] = await Promise.all([
    conn.select({ path: pageViews.path, views: pageViews.views }).from(pageViews).where(eq(pageViews.day, day)).orderBy(desc(pageViews.views), pageViews.path).limit(limit),
    conn
      .select({ total: sql<number>`coalesce(sum(${pageViews.views}), 0)::int` })
      .from(pageViews)
      .where(eq(pageViews.day, day)),
  ]);
  return { day, total: Number(sum?.total ?? 0), paths };
}
