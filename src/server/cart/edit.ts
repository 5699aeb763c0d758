/** POST api/cart/{id}/edit: a line's quantity within the goods' limits. */
import { and, eq } from 'drizzle-orm';
import { db } from '../db/client';
import { cartItems } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import { invalidReason, quantityMessage, quantityProblem } from '../pricing';
import { CART_GOODS_UNAVAILABLE, CART_QUANTITY_LIMIT } from './errors';
import type { CartView } from './view';
import { requirePassed, type CartActor } from './actor';
import { named, pricingGoodsFor } from './lines';
import { getCart } from './list';

/** POST api/cart/{id}/edit {number}: sets a line's quantity within the goods' limits. */
export async function editLine(actor: CartActor, id: number, number: number): Promise<CartView> {
  requirePassed(actor);
  const conn = await db();
  const [line] = await conn
    .select({ goodsId: cartItems.goodsId, type: cartItems.type })
    .from(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.storeId, actor.storeId)));
  if (!line) throw new NotFoundError('购物车中没有这件商品');
  const f = (await pricingGoodsFor([line.goodsId], actor.viewer)).get(line.goodsId);
  if (!f || invalidReason(line, f.pg)) {
    throw new BusinessError(CART_GOODS_UNAVAILABLE, `${f ? named(f.goods) : '该商品'}已失效，不能修改数量`);
  }
  const problem = quantityProblem(f.pg, number);
  if (problem) throw new BusinessError(CART_QUANTITY_LIMIT, `${named(f.goods)}${quantityMessage(problem, f.goods.unit)}`);
  const updated = await conn
    .update(cartItems)
    .set({ number, updatedAt: new Date() })
    .where(and(eq(cartItems.id, id), eq(cartItems.storeId, actor.storeId)))
    .returning({ id: cartItems.id });
  if (updated.length === 0) throw new NotFoundError('购物车中没有这件商品');
  return (await getCart(actor)).view;
}
