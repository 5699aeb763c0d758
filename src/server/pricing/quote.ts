/**
 * "What will N cost me": a goods at a quantity priced by the engine as the only selected line of a
 * cart, with only the line-level rules (ladder, special price, 满折 / 全场94折). 满减 and coupons
 * depend on the rest of the order and are shown in the cart. The detail page's quantity box, its
 * ladder table, the goods cards and 快捷采购 read these, so a goods line added alone to a cart gets
 * exactly `amount`.
 */
import { priceCart } from './cart';
import { linePrices, type Applied } from './line-price';
import { normalizeTiers } from './ladder';
import { quantityProblem, specialProblem } from './limits';
import type { Activity, PricingGoods, QuantityProblem } from './types';

export type GoodsQuote = {
  goodsId: number;
  number: number;
  listPrice: number;
  unitPrice: number;
  amount: number;
  applied: Applied[];
  /** The next ladder tier: its quantity, its unit price after the line-level rules, the units missing and the fen saved per unit. */
  nextTier: { number: number; unitPrice: number; more: number; saving: number } | null;
  /** The 折扣 rate (percent paid) at this quantity, or null. */
  rate: number | null;
  /** Why this quantity cannot be bought as asked (the cart refuses it with this problem), or null. */
  problem: QuantityProblem | null;
};

const NO_SHIPPING = { shippingAmount: 0, noTransOrderAmount: 0 };

/** The quote of `number` units of `g` (a positive integer; the caller validates). */
export function quoteGoods(g: PricingGoods, number: number, activities: readonly Activity[]): GoodsQuote {
  const own = activities.filter((a) => a.kind === 'discount');
  const price = (n: number) => {
    const pricing = priceCart({
      lines: [{ id: 1, goodsId: g.id, type: g.type, number: n, isSelected: true }],
      goods: new Map([[g.id, g]]),
      activities: own,
      shipping: NO_SHIPPING,
    });
    return { line: pricing.lines[0]!, model: linePrices(pricing, new Map([[g.id, g.basePrice]]), own).get(1)! };
  };
  const { line, model } = price(number);
  let nextTier: GoodsQuote['nextTier'] = null;
  if (line.nextTier) {
    const at = price(line.nextTier.tier.number).model;
    nextTier = { number: line.nextTier.tier.number, unitPrice: at.unitPrice, more: line.nextTier.more, saving: Math.max(0, model.unitPrice - at.unitPrice) };
  }
  return {
    goodsId: g.id,
    number,
    listPrice: g.basePrice,
    unitPrice: model.unitPrice,
    amount: model.amount,
    applied: model.applied,
    rate: model.rate,
    nextTier,
    problem: quantityProblem(g, number) ?? (line.special ? specialProblem(line.special, number) : null),
  };
}

/** The ladder as the detail page shows it: each tier's own price and that price after the 折扣 a buyer of that many gets. */
export function shownLadder(g: PricingGoods, activities: readonly Activity[]): { number: number; price: number; unitPrice: number }[] {
  if (g.special) return [];
  return normalizeTiers(g.basePrice, g.ladderPrice).tiers.map((t) => {
    const { rate } = quoteGoods(g, t.number, activities);
    return { number: t.number, price: t.price, unitPrice: rate === null ? t.price : Math.floor((t.price * rate) / 100) };
  });
}
