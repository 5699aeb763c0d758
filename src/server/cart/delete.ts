/** POST api/cart/batch_delete: lines out, all of them or none. */
import { and, eq, inArray } from 'drizzle-orm';
import { db } from '../db/client';
import { cartItems } from '../db/schema';
import { cartCount } from './count';
import type { CartView } from './view';
import type { CartActor } from './actor';
import { assertOwned } from './lines';
import { getCart } from './list';

/** POST api/cart/batch_delete {ids}: all of them or none (a foreign id is a 404). */
export async function deleteLines(actor: CartActor, ids: number[]): Promise<CartView | { total: number }> {
  await assertOwned(actor, ids);
  await (await db()).delete(cartItems).where(and(eq(cartItems.storeId, actor.storeId), inArray(cartItems.id, [...new Set(ids)])));
  if (!actor.isPassed) return { total: await cartCount(actor.storeId) };
  return (await getCart(actor)).view;
}
