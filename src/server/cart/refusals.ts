/**
 * Why chosen lines cannot be ordered, checked the same way at the cart's checkout and again when the
 * order is drafted (time passes between the two): a line whose goods became unbuyable, a quantity over
 * a limit, then goods outside the buyer's business scope (a combination is judged by its parts).
 * Only the advice at the end of the message differs: where the buyer fixes it.
 */
import { BusinessError } from '../http/errors';
import { scopeNeeded } from '../qualifications/scope';
import { quantityMessage, type LineResult } from '../pricing';
import { CART_GOODS_UNAVAILABLE, CART_QUANTITY_LIMIT, CART_SCOPE } from './errors';
import type { LoadedCart } from './load';
import { named } from './lines';
import { INVALID_TEXT } from './view';

type RefusalAdvice = { invalid: string; quantity: string; scope: string };

/** On the cart page (POST api/cart/checkout). */
export const AT_CART: RefusalAdvice = {
  invalid: '，请删除后再结算',
  quantity: '，请修改数量后再结算',
  scope: '，请取消勾选后再结算或在“资质证件”中更新经营范围',
};

/** On step 2 (the draft and the submit). */
export const AT_ORDER: RefusalAdvice = {
  invalid: '，请返回购物车删除后再提交',
  quantity: '，请返回购物车修改数量后再提交',
  scope: '，请返回购物车取消勾选后再提交',
};

/** Throws the first refusal of `lines` (priced lines of `loaded`), in line order: validity and limits first, then scope. */
export function refuseUnorderable(lines: readonly LineResult[], loaded: Pick<LoadedCart, 'goods' | 'parts'>, scopes: ReadonlySet<string>, advice: RefusalAdvice): void {
  for (const l of lines) {
    const g = loaded.goods.get(l.goodsId)!;
    if (l.invalid) throw new BusinessError(CART_GOODS_UNAVAILABLE, `${named(g)}${INVALID_TEXT[l.invalid]}${advice.invalid}`);
    if (l.problem) throw new BusinessError(CART_QUANTITY_LIMIT, `${named(g)}${quantityMessage(l.problem, g.unit)}${advice.quantity}`);
  }
  for (const l of lines) {
    if (!l.counted) continue;
    const g = loaded.goods.get(l.goodsId)!;
    for (const item of g.type === 3 ? (loaded.parts.get(g.id) ?? []).map((p) => p.goods) : [g]) {
      const need = scopeNeeded(item);
      if (need && !scopes.has(need)) throw new BusinessError(CART_SCOPE, `您的经营范围不含“${need}”，不能采购${named(item)}${advice.scope}`);
    }
  }
}
