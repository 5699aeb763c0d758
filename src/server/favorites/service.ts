import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { db } from '../db/client';
import { fetchPage } from '../db/paging';
import { favorites, goods } from '../db/schema';
import { ValidationError } from '../http/errors';
import type { Viewer } from '../auth/viewer';
import { nearestQuantity, type QuantityBounds } from '../../lib/quantity';
import { goodsByIds } from '../catalogue/goods-query';
import { goodsQuotes } from '../cart/quote';
import { goodsView, type GoodsView } from '../catalogue/goods-view';
import type { FavoritePage } from '../../wire/favorites';
import type { GoodsQuote as WireQuote } from '../../wire/price';

export const FAVORITES_PER_PAGE = 20;

/** Adds goods to the store's favourites. Every id must name existing goods (else 422, nothing written). */
export async function addFavorites(storeId: number, goodsIds: number[], now = new Date()): Promise<{ added: number }> {
  const wanted = [...new Set(goodsIds)];
  const conn = await db();
  const found = await conn.select({ id: goods.id }).from(goods).where(inArray(goods.id, wanted));
  if (found.length !== wanted.length) {
    const known = new Set(found.map((g) => g.id));
    const missing = wanted.filter((id) => !known.has(id));
    throw new ValidationError({ goods_ids: [`商品不存在：${missing.slice(0, 5).join('、')}`] });
  }
  const rows = await conn
    .insert(favorites)
    .values(wanted.map((goodsId) => ({ storeId, goodsId, createdAt: now })))
    .onConflictDoNothing()
    .returning({ id: favorites.id });
  return { added: rows.length };
}

/** Removes goods from the store's favourites (ids not favourited are ignored). */
export async function cancelFavorites(storeId: number, goodsIds: number[]): Promise<{ removed: number }> {
  const rows = await (
    await db()
  )
    .delete(favorites)
    .where(and(eq(favorites.storeId, storeId), inArray(favorites.goodsId, [...new Set(goodsIds)])))
    .returning({ id: favorites.id });
  return { removed: rows.length };
}

/** Which of `goodsIds` the store has favourited (for the 收藏 toggles of a page). */
export async function favoritedAmong(storeId: number | null, goodsIds: number[]): Promise<Set<number>> {
  if (!storeId || goodsIds.length === 0) return new Set();
  const rows = await (
    await db()
  )
    .select({ id: favorites.goodsId })
    .from(favorites)
    .where(and(eq(favorites.storeId, storeId), inArray(favorites.goodsId, [...new Set(goodsIds)])));
  return new Set(rows.map((r) => r.id));
}

export type FavoriteItem = {
  id: number;
  goods_id: number;
  created_at: string;
  /** 1 when the goods can no longer be shown to this store (off sale, 控销 not released). */
  invalid: number;
  name: string;
  goods: GoodsView | null;
  /** 今日价格 from the engine (the quote at the first quantity one can buy). */
  quote: WireQuote | null;
};

/** A page of favourites, newest first, each with today's price and stock for the viewer. */
export async function listFavorites(viewer: Viewer & { storeId: number }, wanted = 1): Promise<FavoritePage> {
  const page = Math.max(1, Math.min(wanted, 10_000));
  const conn = await db();
  const where = eq(favorites.storeId, viewer.storeId);
  const { rows, total } = await fetchPage(
    { page, pageSize: FAVORITES_PER_PAGE },
    (limit, offset) =>
      conn
        .select({ id: favorites.id, goodsId: favorites.goodsId, name: goods.name, createdAt: favorites.createdAt })
        .from(favorites)
        .innerJoin(goods, eq(goods.id, favorites.goodsId))
        .where(where)
        .orderBy(desc(favorites.createdAt), desc(favorites.id))
        .limit(limit)
        .offset(offset),
    () => conn.select({ total: count() }).from(favorites).where(where),
  );
  const shown = new Map(
    (
      await goodsByIds(
        rows.map((r) => r.goodsId),
        viewer,
      )
    ).map((g) => [g.id, goodsView(g, viewer)]),
  );
  const quotes = await goodsQuotes(
    rows.map((r) => ({ goodsId: r.goodsId, number: startAt(shown.get(r.goodsId)?.quantity, 1) })),
    viewer,
    viewer.storeId,
  );
  const list: FavoriteItem[] = rows.map((r) => {
    const view = shown.get(r.goodsId) ?? null;
    return {
      id: r.id,
      goods_id: r.goodsId,
      created_at: r.createdAt.toISOString(),
      invalid: view ? 0 : 1,
      name: r.name,
      goods: view,
      quote: view ? (quotes.get(r.goodsId) ?? null) : null,
    };
  });
  return { total, page, per_page: FAVORITES_PER_PAGE, list };
}

/** The quantity a row starts with: `wanted` kept to the goods' steps and bounds (1 when prices are hidden). */
function startAt(range: QuantityBounds | null | undefined, wanted: number): number {
  return range ? nearestQuantity(range, wanted) : Math.max(1, wanted);
}
