import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { db } from '../db/client';
import { focusBlocks, focusItems } from '../db/schema';
import type { Viewer } from '../auth/viewer';
import { goodsByIds } from '../catalogue/goods-query';
import { goodsView, type GoodsView } from '../catalogue/goods-view';
import { forOrdinaryShelf } from '../catalogue/near-expiry';

type Position = (typeof focusItems.$inferSelect)['position'];
export type FocusItem = { id: number; title: string; image: string; url: string };
export type HomeShelf = { id: number; title: string; subtitle: string; color: string; more_url: string; goods: GoodsView[] };

/** Focus items of one slot that are live at `now` (no window, or inside it). */
export async function focusAt(position: Position, now = new Date()): Promise<FocusItem[]> {
  const rows = await (
    await db()
  )
    .select()
    .from(focusItems)
    .where(
      and(
        eq(focusItems.position, position),
        eq(focusItems.isPublished, true),
        or(isNull(focusItems.startsAt), lte(focusItems.startsAt, now)),
        or(isNull(focusItems.endsAt), gt(focusItems.endsAt, now)),
      ),
    )
    .orderBy(asc(focusItems.sort), asc(focusItems.id));
  return rows.map(({ id, title, image, url }) => ({ id, title, image, url }));
}

/** Home-page shelves with their goods as the viewer may see them; near-expiry goods are left to 近效期专场. */
export async function homeShelves(viewer: Viewer, today?: string): Promise<HomeShelf[]> {
  const blocks = await (await db()).select().from(focusBlocks).where(eq(focusBlocks.isPublished, true)).orderBy(asc(focusBlocks.sort), asc(focusBlocks.id));
  return Promise.all(
    blocks.map(async (b) => ({
      id: b.id,
      title: b.title,
      subtitle: b.subtitle,
      color: b.color,
      more_url: b.moreUrl,
      goods: forOrdinaryShelf(await goodsByIds(b.goodsIds, viewer), today).map((g) => goodsView(g, viewer)),
    })),
  );
}
