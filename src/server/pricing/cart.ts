/**
 * The pricing engine: cart lines + goods + active activities + shipping settings (+ an optional
 * coupon) in, every number of the cart out. Pure and deterministic; the server calls it for the
 * cart list, the drawer, the badge total, checkout and (later) the order, so they always agree.
 *
 * The calculation, in this order (README.md in this folder has the stacking rules with examples):
 *  1. Validity. A line whose goods are gone, off sale or not released to the buyer (失效), not
 *     buyable (`is_buy` 0 or `xg_number` < 0), sold out (stock 0) or — for a combination — missing a
 *     buyable part is *invalid*: forced unselected and never counted.
 *  2. Ladder price → unit price and line amount (`raw_price`), see ./ladder.ts.
 *  3. Counted lines = selected and valid. Only they make up the selected totals and tier bases.
 *  4. 满减: each line joins at most one 满减 activity; its basis is the Σ raw price of its counted
 *     lines; the best reached tier applies; the reduction is shared pro rata among those lines
 *     (`goods_manjian_amount`, `raw_price_manjian` = raw − share).
 *  5. 满折: each line joins at most one discount activity; tier basis again the Σ raw price (so a
 *     tier's status never depends on another promotion); the rate applies to what is left after
 *     满减, payable floored to the fen at the activity, the reduction shared pro rata.
 *  6. Coupon-eligible amount = Σ after-promotion amount of counted lines with `with_coupon` 1 (and,
 *     for a scoped coupon, in its categories or goods); a coupon (if given) takes off at most that
 *     amount, shared over those lines pro rata
 *     (`couponAmount`, the same exact allocator as the promotions).
 *  7. Shipping on the order amount (after 满减 and 折扣, before the coupon), see ./shipping.ts.
 *  8. payable = order amount − coupon + shipping ≥ 0.
 */
import { activityFor, allocate, bestTier, nextTier, normalizeActivityTiers, tierReduction, tierStatuses } from './tier-discounts';
import { couponCovers, couponReduction } from './coupon';
import { ladderPrice } from './ladder';
import { quantityProblem, specialProblem } from './limits';
import { shippingFor } from './shipping';
import type { Activity, ActivityResult, CartPricing, Coupon, InvalidReason, LineResult, PricingGoods, PricingLine, ShippingSettings } from './types';

export type PricingInput = {
  lines: readonly PricingLine[];
  goods: ReadonlyMap<number, PricingGoods>;
  activities: readonly Activity[];
  shipping: ShippingSettings;
  coupon?: Coupon | null;
};

/** Why a line cannot be bought, or null. */
export function invalidReason(line: Pick<PricingLine, 'type'>, g: PricingGoods | undefined): InvalidReason | null {
  if (!g || !g.visible) return 'not_visible';
  if ((line.type === 3) !== (g.type === 3)) return 'not_visible';
  if (!g.isBuy || g.xgNumber < 0) return 'not_buyable';
  if (g.stock <= 0) return 'sold_out';
  if (g.type === 3 && g.partsUnavailable) return 'combination_part';
  return null;
}

/** Gifts of a line (买 amount 赠 value of the same goods, per full multiple of the best reached tier). */
function giftOf(activities: readonly Activity[], g: PricingGoods | undefined, number: number): { total: number; type: number } {
  if (!g) return { total: 0, type: 0 };
  const gifts = activities.filter((a) => a.kind === 'gift');
  const activity = activityFor(gifts, g.id, g.isEphedrine, g.type === 3);
  if (!activity) return { total: 0, type: 0 };
  const tiers = normalizeActivityTiers('gift', activity.tiers);
  let reached = null as null | { amount: number; value: number };
  for (const t of tiers) if (number >= t.amount) reached = t;
  if (!reached) return { total: 0, type: 1 };
  return { total: Math.floor(number / reached.amount) * reached.value, type: 1 };
}

function applyActivities(kind: 'manjian' | 'discount', activities: readonly Activity[], lines: LineResult[], goods: ReadonlyMap<number, PricingGoods>): ActivityResult[] {
  const own = activities.filter((a) => a.kind === kind);
  const members = new Map<number, LineResult[]>();
  for (const line of lines) {
    const g = goods.get(line.goodsId);
    if (!g || line.invalid || line.special) continue; // a special price joins no other price-changing promotion
    const a = activityFor(own, line.goodsId, g.isEphedrine, g.type === 3);
    if (!a) continue;
    if (kind === 'manjian') line.manjianId = a.id;
    else line.discountId = a.id;
    if (!members.has(a.id)) members.set(a.id, []);
    members.get(a.id)!.push(line);
  }
  const results: ActivityResult[] = [];
  for (const a of own) {
    const all = members.get(a.id) ?? [];
    const counted = all.filter((l) => l.counted);
    const tiers = normalizeActivityTiers(kind, a.tiers);
    const eligible = counted.reduce((s, l) => s + l.rawPrice, 0);
    const applied = bestTier(kind, tiers, eligible);
    // The rate or amount works on what is still to pay: after 满减 for discounts.
    const basis = counted.map((l) => (kind === 'manjian' ? l.rawPrice : l.rawPriceManjian));
    const basisSum = basis.reduce((s, x) => s + x, 0);
    const reduction = applied ? Math.min(tierReduction(kind, applied, basisSum), basisSum) : 0;
    const shares = allocate(reduction, basis);
    counted.forEach((l, i) => {
      if (kind === 'manjian') {
        l.manjianAmount = shares[i]!;
        l.rawPriceManjian = l.rawPrice - shares[i]!;
        l.payAmount = l.rawPriceManjian;
      } else {
        l.discountAmount = shares[i]!;
        l.payAmount = l.rawPriceManjian - shares[i]!;
      }
    });
    results.push({
      id: a.id,
      kind,
      name: a.name,
      eligibleAmount: eligible,
      tiers: tierStatuses(tiers, eligible),
      applied,
      reduction,
      next: nextTier(tiers, eligible),
      lineIds: all.map((l) => l.id),
    });
  }
  return results;
}

export function priceCart(input: PricingInput): CartPricing {
  const { goods, activities } = input;
  const activityById = new Map(activities.map((a) => [a.id, a]));
  const lines: LineResult[] = input.lines.map((line) => {
    const g = goods.get(line.goodsId);
    const invalid = invalidReason(line, g);
    const number = Math.max(0, Math.trunc(line.number));
    // A special price (秒杀 / 每日特价 / 近效期) replaces base and ladder price for ordinary lines.
    const special = g && g.type === 1 && line.type === 1 && g.special ? g.special : null;
    const price = special
      ? { amount: special.price * number, unitPrice: special.price, tier: null, nextTier: null }
      : g
        ? ladderPrice(g.basePrice, g.ladderPrice, g.ladderPriceType, number)
        : null;
    const isSelected = line.isSelected && invalid === null;
    const rawPrice = price?.amount ?? 0;
    const problem = g && invalid === null ? (quantityProblem(g, number) ?? (special ? specialProblem(special, number) : null)) : null;
    return {
      id: line.id,
      goodsId: line.goodsId,
      type: line.type,
      number,
      isSelected,
      counted: isSelected && number > 0,
      invalid,
      problem,
      unitPrice: price?.unitPrice ?? 0,
      rawPrice,
      tier: price?.tier ?? null,
      nextTier: price?.nextTier ?? null,
      manjianAmount: 0,
      rawPriceManjian: rawPrice,
      discountAmount: 0,
      payAmount: rawPrice,
      withCoupon: true,
      special,
      couponAmount: 0,
      manjianId: null,
      discountId: null,
      gift: special ? { total: 0, type: 0 } : giftOf(activities, g, number),
    };
  });

  const manjians = applyActivities('manjian', activities, lines, goods);
  const discounts = applyActivities('discount', activities, lines, goods);

  for (const line of lines) {
    const g = goods.get(line.goodsId);
    const joined = [line.manjianId, line.discountId].map((id) => (id === null ? undefined : activityById.get(id)));
    line.withCoupon = line.special ? line.special.withCoupon && !!g && !g.isEphedrine : !!g && !g.noCoupon && !g.isEphedrine && joined.every((a) => !a || a.withCoupon);
  }

  const counted = lines.filter((l) => l.counted);
  const goodsAmount = counted.reduce((s, l) => s + l.rawPrice, 0);
  const manjianAmount = counted.reduce((s, l) => s + l.manjianAmount, 0);
  const discountAmount = counted.reduce((s, l) => s + l.discountAmount, 0);
  const orderAmount = goodsAmount - manjianAmount - discountAmount;
  // Without a coupon (or with an all-goods one) every with_coupon line; a scoped coupon only the lines it covers.
  const couponLines = counted.filter((l) => l.withCoupon && (!input.coupon?.scope || couponCovers(input.coupon, goods.get(l.goodsId))));
  const couponAmount = couponLines.reduce((s, l) => s + l.payAmount, 0);
  const couponOff = Math.min(couponReduction(input.coupon, couponAmount), couponAmount, orderAmount);
  // The coupon is shared over the lines it works on like any promotion: exact to the fen, by `allocate`.
  const couponShares = allocate(
    couponOff,
    couponLines.map((l) => l.payAmount),
  );
  couponLines.forEach((l, i) => {
    l.couponAmount = couponShares[i]!;
  });
  const shipping = shippingFor(
    counted.map((l) => ({ isDpby: goods.get(l.goodsId)?.isDpby ?? false, qgNumber: goods.get(l.goodsId)?.qgNumber ?? 0, number: l.number })),
    orderAmount,
    input.shipping,
  );

  return {
    lines,
    manjians,
    discounts,
    shipping,
    totals: {
      count: lines.length,
      selectedCount: counted.length,
      selectedNumber: counted.reduce((s, l) => s + l.number, 0),
      goodsAmount,
      manjianAmount,
      discountAmount,
      orderAmount,
      couponAmount,
      couponReduction: couponOff,
      shippingFee: shipping.fee,
      payable: Math.max(0, orderAmount - couponOff) + shipping.fee,
    },
  };
}
