/** POST api/cart/{id}/edit: a line's quantity within the goods' limits. */
import { and, eq } from 'drizzle-orm';
import { db } from '../db/client';
import { cartItems } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import { invalidReason, quantityMessage, quantityProblem, specialProblem } from '../pricing';
import { CART_GOODS_UNAVAILABLE, CART_QUANTITY_LIMIT } from './errors';
import type { CartView } from './view';
import { requirePassed, type CartActor } from './actor';
import { named } from './lines';
import { loadCart, pricedCart } from './load';
import { settledCart } from './list';
import { refuseAtAdd } from './add-limits';

/**
 * POST api/cart/{id}/edit {number}: sets a line's quantity within the goods' limits. The cart (with
 * its goods) is read once; after the update the new quantity is priced in memory.
 */
export async function editLine(actor: CartActor, id: number, number: number): Promise<CartView> {
  requirePassed(actor);
  const loaded = await loadCart(actor.storeId, actor.viewer, actor.province, new Date());
  const line = loaded.rows.find((r) => r.id === id);
  if (!line) throw new NotFoundError('购物车中没有这件商品');
  const goods = loaded.goods.get(line.goodsId)!;
  const pg = loaded.pricingGoods.get(line.goodsId)!;
  if (invalidReason(line, pg)) throw new BusinessError(CART_GOODS_UNAVAILABLE, `${named(goods)}已失效，不能修改数量`);
  const problem = quantityProblem(pg, number);
  if (problem) throw new BusinessError(CART_QUANTITY_LIMIT, `${named(goods)}${quantityMessage(problem, goods.unit)}`);
  if (pg.special && line.type === 1) {
    const over = specialProblem(pg.special, number);
    if (over) throw new BusinessError(CART_QUANTITY_LIMIT, `${named(goods)}${quantityMessage(over, goods.unit)}`);
  }
  if (number > line.number) await refuseAtAdd(actor, [{ goods, type: line.type, number }], { specials: false });
  const updated = await (
    await db()
  )
    .update(cartItems)
    .set({ number, updatedAt: new Date() })
    .where(and(eq(cartItems.id, id), eq(cartItems.storeId, actor.storeId)))
    .returning({ id: cartItems.id });
  if (updated.length === 0) throw new NotFoundError('购物车中没有这件商品');
  const rows = loaded.rows.map((r) => (r.id === id ? { ...r, number } : r));
  return (await settledCart(actor, pricedCart({ ...loaded, rows }))).view;
}
