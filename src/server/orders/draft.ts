/**
 * What step 2 shows and order creation writes: the chosen cart lines (the checkout hand-over),
 * re-read from the database and priced by the pricing engine, split into the ordinary order and
 * the 含麻 order (ephedrine goods go in an order of their own and join no promotion). Every check of
 * checkout is repeated here — contract (459), qualifications, expired licences, validity, limits,
 * stock and business scope — because time passes between the cart and the submit.
 */
import { loadCart, type ComboPart } from '../cart/load';
import type { CartActor } from '../cart/actor';
import { AT_ORDER, refuseUnorderable } from '../cart/refusals';
import { requireCanOrder } from '../contract/guard';
import { businessScopeOf } from '../qualifications/service';
import type { GoodsSource } from '../catalogue/goods-view';
import { BusinessError } from '../http/errors';
import { priceCart, type Activity, type CartPricing, type Coupon, type LineResult, type PricingInput } from '../pricing';
import type { OrderKind, StockMove } from '../db/schema';
import { ORDER_NO_SELECTION } from './errors';
import { together } from '../db/together';

export type DraftLine = { line: LineResult; goods: GoodsSource; parts: ComboPart[]; activityNames: string[] };
export type OrderDraft = {
  kind: Extract<OrderKind, 'normal' | 'ephedrine'>;
  lines: DraftLine[];
  pricing: CartPricing;
  moves: StockMove[];
  /** What was priced (to price again with another coupon, purely: step 2's coupon choices). */
  input: PricingInput;
};

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
 * Prices the hand-over `ids` of the actor's cart for delivery to `province` (shipping rule), with
 * `coupon` on the ordinary order (it may still be being read: it is awaited with the cart; it must not reject).
 * Throws a business error naming the goods when a line can no longer be ordered.
 */
export async function draftOrders(
  actor: CartActor,
  ids: readonly number[],
  province: string | null,
  opts: { coupon?: Coupon | null | Promise<Coupon | null>; now?: Date } = {},
): Promise<OrderDraft[]> {
  const now = opts.now ?? new Date();
  const wanted = new Set(ids);
  // The guards, the cart, the business scope and the coupon are independent reads: read at once, judged in this order.
  const [, loaded, scopeList, coupon] = await together(
    requireCanOrder(actor.viewer, now),
    wanted.size === 0 ? Promise.reject(new BusinessError(ORDER_NO_SELECTION, '请先在购物车中选择要结算的商品')) : loadCart(actor.storeId, actor.viewer, province, now),
    businessScopeOf(actor.storeId),
    Promise.resolve(opts.coupon ?? null),
  );
  const rows = loaded.rows.filter((r) => wanted.has(r.id));
  if (rows.length !== wanted.size) throw new BusinessError(ORDER_NO_SELECTION, '购物车中的商品已变化，请返回购物车重新结算');

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
  const priced = groups
    .filter((group) => group.rows.length > 0)
    .map((group) => {
      const input: PricingInput = {
        lines: group.rows.map((r) => ({ id: r.id, goodsId: r.goodsId, type: r.type, number: r.number, isSelected: true })),
        goods: loaded.pricingGoods,
        activities: loaded.activities,
        shipping: loaded.shipping,
        coupon: group.kind === 'normal' ? coupon : null,
      };
      return { kind: group.kind, input, pricing: priceCart(input) };
    });
  refuseUnorderable(
    priced.flatMap((p) => p.pricing.lines),
    loaded,
    new Set(scopeList),
    AT_ORDER,
  );
  return priced.map(({ kind, input, pricing }) => {
    const lines: DraftLine[] = pricing.lines.map((l) => {
      const g = loaded.goods.get(l.goodsId)!;
      return { line: l, goods: g, parts: loaded.parts.get(g.id) ?? [], activityNames: activityNames(l, loaded.activities) };
    });
    return { kind, lines, pricing, moves: movesOf(lines), input };
  });
}

/** The draft priced again with `coupon` (含麻 orders take none). Pure: no database. */
export function applyCoupon(draft: OrderDraft, coupon: Coupon | null): OrderDraft {
  if (draft.kind !== 'normal') return draft;
  const input = { ...draft.input, coupon };
  const pricing = priceCart(input);
  const byId = new Map(pricing.lines.map((l) => [l.id, l]));
  return { ...draft, input, pricing, lines: draft.lines.map((d) => ({ ...d, line: byId.get(d.line.id)! })) };
}
