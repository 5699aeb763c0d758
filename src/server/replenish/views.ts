/**
 * 常看: goods detail views per store. The write is one INSERT, not awaited by the page (a failure is
 * logged, never shown), skipped when the same goods was logged in the last 10 minutes (a reload is
 * not a new look); rows older than {@link VIEW_DAYS} days are pruned by the notice job, so the log stays
 * bounded. Read: the store's most viewed goods of the window, with today's goods view.
 */
import { sql } from 'drizzle-orm';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import type { Viewer } from '../auth/viewer';
import { goodsByIds } from '../catalogue/goods-query';
import { goodsView } from '../catalogue/goods-view';
import type { ViewedItem } from '../../wire/replenish';

export const VIEW_DAYS = 90;
const MAX_ROWS = 200;

/** Logs that the store looked at the goods; returns at once (the page never waits for it). */
export function recordView(storeId: number, goodsId: number): void {
  void logView(storeId, goodsId).catch((error: unknown) => console.error(JSON.stringify({ level: 'warn', msg: 'goods view not logged', error: String(error) })));
}

export async function logView(storeId: number, goodsId: number): Promise<void> {
  await (
    await db()
  ).execute(sql`insert into goods_views (store_id, goods_id)
      select ${storeId}, ${goodsId}
      where not exists (select 1 from goods_views where store_id = ${storeId} and goods_id = ${goodsId} and viewed_at > now() - interval '10 minutes')`);
}

/** Deletes views older than the window (the notice job); returns how many. */
export async function pruneViews(now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - VIEW_DAYS * 86_400_000).toISOString();
  const gone = await queryRows<{ id: number }>(await db(), sql`delete from goods_views where viewed_at < ${since} returning id`);
  return gone.length;
}

/** 常看 (GET /api/user/cgqd?tab=viewed): goods the store viewed in 90 days, most viewed first. */
export async function viewedList(viewer: Viewer & { storeId: number }, now = new Date()): Promise<{ days: number; list: ViewedItem[] }> {
  const since = new Date(now.getTime() - VIEW_DAYS * 86_400_000).toISOString();
  const rows = await queryRows<{ goods_id: number; views: number; last_at: string | Date }>(
    await db(),
    sql`select goods_id, count(*)::int as views, max(viewed_at) as last_at from goods_views
        where store_id = ${viewer.storeId} and viewed_at >= ${since}
        group by goods_id order by count(*) desc, max(viewed_at) desc, goods_id limit ${MAX_ROWS}`,
  );
  const views = new Map(
    (
      await goodsByIds(
        rows.map((r) => Number(r.goods_id)),
        viewer,
      )
    ).map((g) => [g.id, goodsView(g, viewer)]),
  );
  const list = rows.flatMap((r) => {
    const g = views.get(Number(r.goods_id));
    return g ? [{ goods_id: g.id, views: Number(r.views), last_at: new Date(r.last_at).toISOString(), goods: g }] : [];
  });
  return { days: VIEW_DAYS, list };
}
