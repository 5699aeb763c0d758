/** POST api/cart/batch_select: ticks and unticks lines. */
import { and, eq, inArray } from 'drizzle-orm';
import { db } from '../db/client';
import { cartItems } from '../db/schema';
import type { CartView } from './view';
import { requirePassed, type CartActor } from './actor';
import { assertOwned } from './lines';
import { getCart } from './list';

/** POST /api/cart/batch_select {ids, is_selected}: unbuyable lines stay unselected. */
export async function selectLines(actor: CartActor, ids: number[], selected: boolean): Promise<CartView> {
  requirePassed(actor);
  await assertOwned(actor, ids);
  await (
    await db()
  )
    .update(cartItems)
    .set({ isSelected: selected })
    .where(and(eq(cartItems.storeId, actor.storeId), inArray(cartItems.id, [...new Set(ids)])));
  return (await getCart(actor)).view;
}
