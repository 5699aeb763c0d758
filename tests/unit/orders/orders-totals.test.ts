/** Order totals: coupon shares over lines, stock moves in lock order, yuan input → fen. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { movesOf } from '../../../src/server/orders/draft';
import { normalizeMoves } from '../../../src/server/orders/stock';
import { yuanToFen } from '../../../src/server/orders/schemas';
import { priceCart, type CartPricing, type PricingGoods } from '../../../src/server/pricing';

const goods = (id: number, basePrice: number, extra: Partial<PricingGoods> = {}): PricingGoods => ({
  id,
  type: 1,
  basePrice,
  ladderPrice: [],
  ladderPriceType: 0,
  isBuy: true,
  stock: 1000,
  xgNumber: 0,
  isDpby: false,
  qgNumber: 0,
  midPack: 1,
  onlyMidPack: false,
  visible: true,
  isEphedrine: false,
  ephedrineLimit: 0,
  noCoupon: false,
  ...extra,
});

/** The coupon share of each line, as the pricing engine returns it (lines without a share are absent). */
const couponShares = (pricing: CartPricing) => new Map(pricing.lines.filter((l) => l.couponAmount > 0).map((l) => [l.id, l.couponAmount]));

describe('order totals', () => {
  it('the coupon reduction is shared over coupon-eligible lines exactly to the fen', () => {
    const pricing = priceCart({
      lines: [1, 2, 3].map((id) => ({ id, goodsId: id, type: 1, number: 1, isSelected: true })),
      goods: new Map([
        [1, goods(1, 3333)],
        [2, goods(2, 3333)],
        [3, goods(3, 5000, { noCoupon: true })],
      ]),
      activities: [],
      shipping: { shippingAmount: 1500, noTransOrderAmount: 80_000 },
      coupon: { kind: 'amount', threshold: 5000, value: 1000 },
    });
    const shares = couponShares(pricing);
    expect(pricing.totals.couponReduction).toBe(1000);
    expect([...shares.values()].reduce((s, x) => s + x, 0)).toBe(1000);
    expect(shares.get(3)).toBeUndefined();
    expect(pricing.totals.payable).toBe(3333 + 3333 + 5000 - 1000 + 1500);
  });

  it('property: shares sum to the reduction and never exceed a line', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 500_000 }), { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 2_000_000 }), (prices, value) => {
        const pricing = priceCart({
          lines: prices.map((_, i) => ({ id: i + 1, goodsId: i + 1, type: 1, number: 1, isSelected: true })),
          goods: new Map(prices.map((p, i) => [i + 1, goods(i + 1, p)])),
          activities: [],
          shipping: { shippingAmount: 0, noTransOrderAmount: 0 },
          coupon: { kind: 'amount', threshold: 0, value },
        });
        const shares = couponShares(pricing);
        const sum = [...shares.values()].reduce((s, x) => s + x, 0);
        expect(sum).toBe(pricing.totals.couponReduction);
        for (const l of pricing.lines) expect(shares.get(l.id) ?? 0).toBeLessThanOrEqual(l.payAmount);
        expect(pricing.totals.payable).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('stock moves: combination parts included, merged per goods and sorted by id (the lock order)', () => {
    const moves = movesOf([
      {
        line: { number: 2 } as never,
        goods: { id: 9, type: 3 } as never,
        parts: [
          { goods: { id: 5 } as never, number: 3, visible: true },
          { goods: { id: 2 } as never, number: 1, visible: true },
        ],
        activityNames: [],
      },
      { line: { number: 4 } as never, goods: { id: 5, type: 1 } as never, parts: [], activityNames: [] },
    ]);
    expect(normalizeMoves(moves)).toEqual([
      { goodsId: 2, number: 2 },
      { goodsId: 5, number: 10 },
      { goodsId: 9, number: 2 },
    ]);
  });

  it('yuan strings become fen; anything else is refused', () => {
    expect(yuanToFen.parse('12.5')).toBe(1250);
    expect(yuanToFen.parse('0.01')).toBe(1);
    expect(yuanToFen.parse('100')).toBe(10_000);
    expect(yuanToFen.parse(undefined)).toBeUndefined();
    for (const bad of ['1.234', '-1', '1e3', 'abc', '¥1']) expect(yuanToFen.safeParse(bad).success).toBe(false);
  });
});
