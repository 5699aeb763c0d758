/** GET api/cart: the priced cart of the active store. */
import { and, eq, inArray } from 'drizzle-orm';
import { db } from '../db/client';
import { cartItems } from '../db/schema';
import { loadCart, type LoadedCart } from './load';
import { cartView, type CartView } from './view';
import { FILTER_ALL } from './schemas';
import { requirePassed, type CartActor } from './actor';

/** The priced cart; unbuyable lines found selected are written back unselected (spec: forced when the cart loads). */
export async function getCart(actor: CartActor, filter: number = FILTER_ALL, extraGoodsIds: number[] = []): Promise<{ view: CartView; loaded: LoadedCart }> {
  return settledCart(actor, await loadCart(actor.storeId, actor.viewer, actor.province, new Date(), extraGoodsIds), filter);
}

/** The view of a cart already loaded (and priced), after writing its unbuyable selected lines back unselected. */
export async function settledCart(actor: CartActor, loaded: LoadedCart, filter: number = FILTER_ALL): Promise<{ view: CartView; loaded: LoadedCart }> {
  const forced = loaded.pricing.lines.filter((l) => l.invalid && loaded.rows.find((r) => r.id === l.id)?.isSelected).map((l) => l.id);
  if (forced.length) {
    await (
      await db()
    )
      .update(cartItems)
      .set({ isSelected: false })
      .where(and(eq(cartItems.storeId, actor.storeId), inArray(cartItems.id, forced)));
  }
  return { view: cartView(loaded, actor.viewer, filter), loaded };
}

export async function cartList(actor: CartActor, filter: number = FILTER_ALL): Promise<CartView> {
  requirePassed(actor);
  return (await getCart(actor, filter)).view;
}
