/** POST api/cart/checkout: the hand-over of the chosen lines to the order steps. */
import { eq, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { cartItems } from '../db/schema';
import { BusinessError } from '../http/errors';
import { requireCanOrder } from '../contract/guard';
import { businessScopeOf } from '../qualifications/service';
import { scopeNeeded } from '../qualifications/scope';
import { quantityMessage } from '../pricing';
import { CART_GOODS_UNAVAILABLE, CART_NOTHING_SELECTED, CART_QUANTITY_LIMIT, CART_SCOPE } from './errors';
import { INVALID_TEXT, type CartView } from './view';
import type { CartActor } from './actor';
import { assertOwned, named } from './lines';
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
  const { view, loaded } = await getCart(actor);
  const chosen = loaded.pricing.lines.filter((l) => unique.includes(l.id));
  for (const l of chosen) {
    const g = loaded.goods.get(l.goodsId)!;
    if (l.invalid) throw new BusinessError(CART_GOODS_UNAVAILABLE, `${named(g)}${INVALID_TEXT[l.invalid]}，请删除后再结算`);
    if (l.problem) throw new BusinessError(CART_QUANTITY_LIMIT, `${named(g)}${quantityMessage(l.problem, g.unit)}，请修改数量后再结算`);
  }
  const counted = chosen.filter((l) => l.counted);
  if (counted.length === 0) throw new BusinessError(CART_NOTHING_SELECTED, '请选择要结算的商品');
  const scopes = new Set(await businessScopeOf(actor.storeId));
  for (const l of counted) {
    const g = loaded.goods.get(l.goodsId)!;
    const goodsList = g.type === 3 ? (loaded.parts.get(g.id) ?? []).map((p) => p.goods) : [g];
    for (const item of goodsList) {
      const need = scopeNeeded(item);
      if (need && !scopes.has(need)) {
        throw new BusinessError(CART_SCOPE, `您的经营范围不含“${need}”，不能采购${named(item)}，请取消勾选后再结算或在“资质证件”中更新经营范围`);
      }
    }
  }
  return { ids: counted.map((l) => l.id), next: '/cart_step2', summary: view.summary };
}
