/** Cart-line helpers shared by the use cases: goods as pricing sees them, the guarded upsert, ownership. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { db, type Db, type Tx } from '../db/client';
import { cartItems } from '../db/schema';
import type { Viewer } from '../auth/viewer';
import { BusinessError, NotFoundError } from '../http/errors';
import type { GoodsSource } from '../catalogue/goods-view';
import { invalidReason, type PricingGoods } from '../pricing';
import { comboParts, goodsWithVisibility, toPricingGoods } from './load';
import { INVALID_TEXT } from './view';
import { CART_GOODS_UNAVAILABLE } from './errors';
import type { CartActor } from './actor';

/** A goods name as messages quote it: 「name」. */
export const named = (g: Pick<GoodsSource, 'name'>) => `「${g.name}」`;

/** Goods as pricing sees them for `viewer`, with combination parts. */
export async function pricingGoodsFor(ids: number[], viewer: Viewer): Promise<Map<number, { goods: GoodsSource; pg: PricingGoods }>> {
  const found = await goodsWithVisibility(ids, viewer);
  const combos = [...found.values()].filter((f) => f.goods.type === 3).map((f) => f.goods.id);
  const parts = await comboParts(combos, viewer);
  return new Map([...found].map(([id, f]) => [id, { goods: f.goods, pg: toPricingGoods(f.goods, f.visible, parts.get(id)) }]));
}

/** Refuses goods that cannot go into a cart (unknown, hidden, not buyable, sold out, broken combination). */
export function assertBuyable(goodsId: number, type: number, found: { goods: GoodsSource; pg: PricingGoods } | undefined): void {
  if (!found || !found.pg.visible) throw new BusinessError(CART_GOODS_UNAVAILABLE, `商品不存在或已下架（编号 ${goodsId}）`);
  const reason = invalidReason({ type }, found.pg);
  if (reason === 'not_visible') throw new BusinessError(CART_GOODS_UNAVAILABLE, `${named(found.goods)}商品类型不正确`);
  if (reason) throw new BusinessError(CART_GOODS_UNAVAILABLE, `${named(found.goods)}${INVALID_TEXT[reason]}，不能加入购物车`);
}

/**
 * Adds `number` to the (store, goods, type) line, creating it if needed, in one statement that only
 * updates while the sum stays ≤ `max`. Returns the line, or null when the sum would pass `max`.
 */
export async function upsertLine(conn: Db | Tx, storeId: number, goodsId: number, type: number, number: number, ckId: number, max: number) {
  const [row] = await conn
    .insert(cartItems)
    .values({ storeId, goodsId, type, number, ckId, isSelected: true })
    .onConflictDoUpdate({
      target: [cartItems.storeId, cartItems.goodsId, cartItems.type],
      set: { number: sql`${cartItems.number} + excluded.number`, ckId: sql`excluded.ck_id`, isSelected: true, updatedAt: sql`now()` },
      setWhere: sql`${cartItems.number} + excluded.number <= ${max}`,
    })
    .returning({ id: cartItems.id, number: cartItems.number });
  return row ?? null;
}

export async function currentNumberIn(c: Db | Tx, storeId: number, goodsId: number, type: number): Promise<number> {
  const [row] = await c
    .select({ number: cartItems.number })
    .from(cartItems)
    .where(and(eq(cartItems.storeId, storeId), eq(cartItems.goodsId, goodsId), eq(cartItems.type, type)));
  return row?.number ?? 0;
}

/** Makes sure every id is a line of this store's cart; another store's (or member's) line is a 404. */
export async function assertOwned(actor: CartActor, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const rows = await (
    await db()
  )
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.storeId, actor.storeId), inArray(cartItems.id, unique)));
  if (rows.length !== unique.length) throw new NotFoundError('购物车中没有这件商品');
}
