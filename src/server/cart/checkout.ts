/** POST api/cart/checkout: the hand-over of the chosen lines to the order steps. */
import { eq, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { cartItems } from '../db/schema';
import { BusinessError } from '../http/errors';
import { requireCanOrder } from '../contract/guard';
import { businessScopeOf } from '../qualifications/service';
import { CART_NOTHING_SELECTED } from './errors';
import type { CartView } from './view';
import type { CartActor } from './actor';
import { assertOwned } from './lines';
import { AT_CART, refuseUnorderable } from './refusals';
import { getCart } from './list';

export type CheckoutResult = { ids: number[]; next: string; summary: CartView['summary'] };

/**
 * POST /api/cart/checkout {ids}: the selection becomes exactly `ids`, then every selected line must
 * be buyable within its limits and the buyer's business scope; the order steps take over from
 * /cart_step2 (the ids are also kept in the session by the endpoint).
 */
export async function checkout(actor: CartActor, ids: number[]): Promise<CheckoutResult> {
  await requireCanOrder(actor.viewer);
  await assertOwned(actor, ids);
  const unique = [...new Set(ids)];
  await (
    await db()
  )
    .update(cartItems)
    .set({
      isSelected: sql`${cartItems.id} in (${sql.join(
        unique.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    })
    .where(eq(cartItems.storeId, actor.storeId));
  const [{ view, loaded }, scopes] = await Promise.all([getCart(actor), businessScopeOf(actor.storeId)]);
  const chosen = loaded.pricing.lines.filter((l) => unique.includes(l.id));
  refuseUnorderable(chosen, loaded, new Set(scopes), AT_CART);
  const counted = chosen.filter((l) => l.counted);
  if (counted.length === 0) throw new BusinessError(CART_NOTHING_SELECTED, '请选择要结算的商品');
  return { ids: counted.map((l) => l.id), next: '/cart_step2', summary: view.summary };
}
