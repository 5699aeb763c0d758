/**
 * 常看: goods detail views per store. A page's view is kept in memory and written with the others of
 * the next {@link VIEW_FLUSH_MS} in one INSERT (issue 34: one statement per member's detail page cost
 * the embedded database as much as rendering the goods), not awaited by the page (a failure is
 * logged, never shown); a view is skipped when the same goods was logged in the last 10 minutes (a
 * reload is not a new look). Reading 常看 writes this process's pending views first; the views of a
 * process's last second are lost if it stops before writing them (a 常看 count, nothing else reads
 * them). Rows older than {@link VIEW_DAYS} days are pruned by the notice job, so the log stays
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

/** Pending views are written this long after the first of them. */
export const VIEW_FLUSH_MS = 1_000;

type View = { storeId: number; goodsId: number };
const KEY = Symbol.for('yaocai.replenish.views');
type Pending = { views: Map<string, View>; timer: NodeJS.Timeout | null };

function pending(): Pending {
  const holder = globalThis as { [KEY]?: Pending };
  holder[KEY] ??= { views: new Map(), timer: null };
  return holder[KEY];
}

/** Logs that the store looked at the goods; returns at once (the page never waits for it). */
export function recordView(storeId: number, goodsId: number): void {
  const p = pending();
  p.views.set(`${storeId}:${goodsId}`, { storeId, goodsId });
  p.timer ??= setTimeout(() => void flushViews(), VIEW_FLUSH_MS).unref();
}

/** Writes the pending views now (常看 before it reads; the timer otherwise). Never throws: a failure is logged. */
export async function flushViews(): Promise<void> {
  const p = pending();
  if (p.timer) clearTimeout(p.timer);
  p.timer = null;
  const views = [...p.views.values()];
  p.views.clear();
  await logViews(views).catch((error: unknown) => console.error(JSON.stringify({ level: 'warn', msg: 'goods views not logged', count: views.length, error: String(error) })));
}

export async function logView(storeId: number, goodsId: number): Promise<void> {
  await logViews([{ storeId, goodsId }]);
}

/** One INSERT for the views: those of a store or goods that no longer exists are left out, not the batch. */
async function logViews(views: readonly View[]): Promise<void> {
  if (views.length === 0) return;
  const rows = sql.join(
    views.map((v) => sql`(${v.storeId}::int, ${v.goodsId}::int)`),
    sql`, `,
  );
  await (
    await db()
  ).execute(sql`insert into goods_views (store_id, goods_id)
      select v.store_id, v.goods_id from (values ${rows}) v(store_id, goods_id)
      where exists (select 1 from stores s where s.id = v.store_id) and exists (select 1 from goods g where g.id = v.goods_id)
        and not exists (select 1 from goods_views w where w.store_id = v.store_id and w.goods_id = v.goods_id and w.viewed_at > now() - interval '10 minutes')`);
}

/** Deletes views older than the window (the notice job); returns how many. */
export async function pruneViews(now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - VIEW_DAYS * 86_400_000).toISOString();
  const gone = await queryRows<{ id: number }>(await db(), sql`delete from goods_views where viewed_at < ${since} returning id`);
  return gone.length;
}

/** 常看 (GET /api/user/cgqd?tab=viewed): goods the store viewed in 90 days, most viewed first. */
export async function viewedList(viewer: Viewer & { storeId: number }, now = new Date()): Promise<{ days: number; list: ViewedItem[] }> {
  await flushViews();
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
