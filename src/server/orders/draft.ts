/**
 * What step 2 shows and order creation writes: the chosen cart lines (the checkout hand-over),
 * re-read from the database and priced by the pricing engine, split into the ordinary order and
 * the 含麻 order (ephedrine goods go in an order of their own and join no promotion). Every check of
 * checkout is repeated here — contract (459), qualifications, expired licences, validity, limits,
 * stock and business scope — because time passes between the cart and the submit.
 */
import { loadCart, type ComboPart } from '../cart/load';
import type { CartActor } from '../cart/actor';
import { CART_GOODS_UNAVAILABLE, CART_QUANTITY_LIMIT, CART_SCOPE } from '../cart/errors';
import { INVALID_TEXT } from '../cart/view';
import { requireCanOrder } from '../contract/guard';
import { businessScopeOf } from '../qualifications/service';
import { scopeNeeded } from '../qualifications/scope';
import type { GoodsSource } from '../catalogue/goods-view';
import { BusinessError } from '../http/errors';
import { priceCart, quantityMessage, type Activity, type CartPricing, type Coupon, type LineResult, type PricingInput } from '../pricing';
import type { OrderKind, StockMove } from '../db/schema';
import { ORDER_NO_SELECTION } from './errors';
import { together } from '../db/together';

export type DraftLine = { line: LineResult; goods: GoodsSource; parts: ComboPart[]; activityNames: string[] };
export type OrderDraft = {
  kind: Extract<OrderKind, 'normal' | 'ephedrine'>;
  lines: DraftLine[];
  pricing: CartPricing;
  moves: StockMove[];
  /** What was priced (to price again with a coupon, purely). */
  input: PricingInput;
};

const named = (g: Pick<GoodsSource, 'name'>) => `「${g.name}」`;

/** The stock an order line takes: its own row, and for a combination each part × quantity. */
export function movesOf(lines: readonly DraftLine[]): StockMove[] {
  const out: StockMove[] = [];
  for (const d of lines) {
    out.push({ goodsId: d.goods.id, number: d.line.number });
    if (d.goods.type === 3) for (const p of d.parts) out.push({ goodsId: p.goods.id, number: p.number * d.line.number });
  }
  return out;
}

/**
 * Prices the hand-over `ids` of the actor's cart for delivery to `province` (shipping rule).
 * Throws a business error naming the goods when a line can no longer be ordered.
 */
export async function draftOrders(actor: CartActor, ids: readonly number[], province: string | null, opts: { coupon?: Coupon | null; now?: Date } = {}): Promise<OrderDraft[]> {
  const now = opts.now ?? new Date();
  const wanted = new Set(ids);
  // The guards, the cart and the business scope are independent reads: read at once, judged in this order.
  const [, loaded, scopeList] = await together(
    requireCanOrder(actor.viewer, now),
    wanted.size === 0 ? Promise.reject(new BusinessError(ORDER_NO_SELECTION, '请先在购物车中选择要结算的商品')) : loadCart(actor.storeId, actor.viewer, province, now),
    businessScopeOf(actor.storeId),
  );
  const rows = loaded.rows.filter((r) => wanted.has(r.id));
  if (rows.length !== wanted.size) throw new BusinessError(ORDER_NO_SELECTION, '购物车中的商品已变化，请返回购物车重新结算');

  const scopes = new Set(scopeList);
  for (const r of rows) {
    const g = loaded.goods.get(r.goodsId)!;
    for (const item of g.type === 3 ? (loaded.parts.get(g.id) ?? []).map((p) => p.goods) : [g]) {
      const need = scopeNeeded(item);
      if (need && !scopes.has(need)) {
        throw new BusinessError(CART_SCOPE, `您的经营范围不含“${need}”，不能采购${named(item)}，请返回购物车取消勾选后再提交`);
      }
    }
  }

  // The promotions that actually took something off the line (a joined activity whose tier is not reached is not named).
  const activityNames = (l: LineResult, activities: readonly Activity[]) => [
    ...(l.special ? [l.special.name] : []),
    ...[l.manjianAmount > 0 ? l.manjianId : null, l.discountAmount > 0 ? l.discountId : null]
      .filter((id): id is number => id !== null)
      .map((id) => activities.find((a) => a.id === id)?.name ?? '')
      .filter(Boolean),
  ];

  const groups: { kind: OrderDraft['kind']; rows: typeof rows }[] = [
    { kind: 'normal', rows: rows.filter((r) => !loaded.goods.get(r.goodsId)!.isEphedrine) },
    { kind: 'ephedrine', rows: rows.filter((r) => loaded.goods.get(r.goodsId)!.isEphedrine) },
  ];
  const drafts: OrderDraft[] = [];
  for (const group of groups) {
    if (group.rows.length === 0) continue;
    const input: PricingInput = {
      lines: group.rows.map((r) => ({ id: r.id, goodsId: r.goodsId, type: r.type, number: r.number, isSelected: true })),
      goods: loaded.pricingGoods,
      activities: loaded.activities,
      shipping: loaded.shipping,
      coupon: group.kind === 'normal' ? opts.coupon : null,
    };
    const pricing = priceCart(input);
    const lines: DraftLine[] = pricing.lines.map((l) => {
      const g = loaded.goods.get(l.goodsId)!;
      if (l.invalid) throw new BusinessError(CART_GOODS_UNAVAILABLE, `${named(g)}${INVALID_TEXT[l.invalid]}，请返回购物车删除后再提交`);
      if (l.problem) throw new BusinessError(CART_QUANTITY_LIMIT, `${named(g)}${quantityMessage(l.problem, g.unit)}，请返回购物车修改数量后再提交`);
      return { line: l, goods: g, parts: loaded.parts.get(g.id) ?? [], activityNames: activityNames(l, loaded.activities) };
    });
    drafts.push({ kind: group.kind, lines, pricing, moves: movesOf(lines), input });
  }
  return drafts;
}

/** The draft priced again with `coupon` (含麻 orders take none). Pure: no database. */
export function applyCoupon(draft: OrderDraft, coupon: Coupon | null): OrderDraft {
  if (draft.kind !== 'normal') return draft;
  const input = { ...draft.input, coupon };
  const pricing = priceCart(input);
  const byId = new Map(pricing.lines.map((l) => [l.id, l]));
  return { ...draft, input, pricing, lines: draft.lines.map((d) => ({ ...d, line: byId.get(d.line.id)! })) };
}
