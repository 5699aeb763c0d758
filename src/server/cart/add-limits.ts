/**
 * The limits checkout applies, checked already when goods go into the cart (issue 27 point 3): a
 * special price's own stock and per-member limit (秒杀 / 每日特价 / 近效期 — the spec's 「活动价每人限购…」),
 * the store's business scope, and the 近效期 rule (a batch under 6 months is sold only in the 近效期专场
 * unless the operator allows it: ../catalogue/zone-only.ts; a combination by its parts). (限购, 含麻, 中包装 and stock are checked by the callers with
 * `quantityProblem`.) A quantity above a limit is refused with the message naming it, never priced;
 * checkout re-checks everything (./refusals.ts).
 */
import { BusinessError } from '../http/errors';
import { businessScopeOf } from '../qualifications/service';
import { scopeNeeded } from '../qualifications/scope';
import { specialPricesFor } from '../promotions/special';
import type { GoodsSource } from '../catalogue/goods-view';
import { quantityMessage, specialProblem } from '../pricing';
import { CART_QUANTITY_LIMIT, CART_SCOPE } from './errors';
import { comboParts } from './load';
import { refuseZoneOnly } from '../catalogue/zone-only';
import { named } from './lines';
import type { CartActor } from './actor';

type Wanted = { goods: GoodsSource; type: number; number: number };

/** Throws the first limit `wanted` (the line's quantity after the change) breaks. */
export async function refuseAtAdd(actor: CartActor, wanted: readonly Wanted[], options: { specials?: boolean } = {}): Promise<void> {
  const ordinary = wanted.filter((w) => w.type === 1);
  const [specials, scopes, parts] = await Promise.all([
    specialPricesFor(
      ordinary.map((w) => w.goods.id),
      actor.storeId,
    ),
    businessScopeOf(actor.storeId),
    comboParts(
      wanted.filter((w) => w.goods.type === 3).map((w) => w.goods.id),
      actor.viewer,
    ),
  ]);
  for (const w of options.specials === false ? [] : ordinary) {
    const special = specials.get(w.goods.id);
    const problem = special ? specialProblem(special, w.number) : null;
    if (problem) throw new BusinessError(CART_QUANTITY_LIMIT, `${named(w.goods)}${quantityMessage(problem, w.goods.unit)}`);
  }
  const allowed = new Set(scopes);
  for (const w of wanted) {
    for (const item of w.goods.type === 3 ? (parts.get(w.goods.id) ?? []).map((p) => p.goods) : [w.goods]) {
      const need = scopeNeeded(item);
      if (need && !allowed.has(need)) throw new BusinessError(CART_SCOPE, `您的经营范围不含“${need}”，不能采购${named(item)}`);
    }
  }
  await refuseZoneOnly(
    wanted
      .filter((w) => w.goods.type === 1 || w.goods.type === 3)
      .map((w) => ({
        id: w.goods.id,
        name: w.goods.name,
        clearance: w.type === 1 && specials.get(w.goods.id)?.kind === 'clearance',
        goods: w.goods.type === 3 ? (parts.get(w.goods.id) ?? []).map((p) => p.goods) : [w.goods],
      })),
  );
}
