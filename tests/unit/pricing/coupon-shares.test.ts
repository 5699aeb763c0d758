/** The coupon belongs to pricing: priceCart shares it over the lines it works on, exactly to the fen. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceCart } from '../../../src/server/pricing';
import { discount, goods, goodsMap, line, manjian, SHIP } from './fixtures';

describe('coupon shares per line', () => {
  it('shares 10 yuan over 33.33 + 33.33 + 33.34 as 3.33 + 3.33 + 3.34 (largest remainder gets the last fen)', () => {
    const pricing = priceCart({
      lines: [line(1, 1, 1), line(2, 2, 1), line(3, 3, 1)],
      goods: goodsMap(goods(1, { basePrice: 3333 }), goods(2, { basePrice: 3333 }), goods(3, { basePrice: 3334 })),
      activities: [],
      shipping: SHIP,
      coupon: { kind: 'amount', threshold: 0, value: 1000 },
    });
    expect(pricing.lines.map((l) => l.couponAmount)).toEqual([333, 333, 334]);
    expect(pricing.totals.couponReduction).toBe(1000);
  });

  it('lines without the coupon (no-coupon goods, 含麻, unselected) get no share', () => {
    const pricing = priceCart({
      lines: [line(1, 1, 2), line(2, 2, 1), line(3, 3, 1), line(4, 4, 1, { isSelected: false })],
      goods: goodsMap(goods(1, { basePrice: 5000 }), goods(2, { basePrice: 5000, noCoupon: true }), goods(3, { basePrice: 800, isEphedrine: true }), goods(4, { basePrice: 9000 })),
      activities: [],
      shipping: SHIP,
      coupon: { kind: 'rate', threshold: 0, rate: 90 },
    });
    expect(pricing.lines.map((l) => l.couponAmount)).toEqual([1000, 0, 0, 0]);
    expect(pricing.totals.couponReduction).toBe(1000);
  });

  it('property: with promotions stacked, the line shares sum exactly to the coupon discount and never exceed a line', () => {
    const lineArb = fc.record({ price: fc.integer({ min: 1, max: 300_000 }), number: fc.integer({ min: 1, max: 20 }), noCoupon: fc.boolean(), inPromo: fc.boolean() });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 10 }),
        fc.oneof(
          fc.record({ kind: fc.constant('amount' as const), threshold: fc.integer({ min: 0, max: 500_000 }), value: fc.integer({ min: 1, max: 2_000_000 }) }),
          fc.record({ kind: fc.constant('rate' as const), threshold: fc.integer({ min: 0, max: 500_000 }), rate: fc.integer({ min: 1, max: 99 }) }),
        ),
        (specs, coupon) => {
          const promoGoods = specs.map((s, i) => (s.inPromo ? i + 1 : 0)).filter(Boolean);
          const pricing = priceCart({
            lines: specs.map((s, i) => line(i + 1, i + 1, s.number)),
            goods: goodsMap(...specs.map((s, i) => goods(i + 1, { basePrice: s.price, noCoupon: s.noCoupon }))),
            activities: [
              manjian(
                1,
                [
                  [10_000, 1_000],
                  [50_000, 6_000],
                ],
                { scope: 'goods', goodsIds: promoGoods },
              ),
              discount(2, [[20_000, 95]], { scope: 'goods', goodsIds: promoGoods }),
            ],
            shipping: SHIP,
            coupon,
          });
          const sum = pricing.lines.reduce((s, l) => s + l.couponAmount, 0);
          expect(sum).toBe(pricing.totals.couponReduction);
          for (const l of pricing.lines) {
            expect(Number.isInteger(l.couponAmount)).toBe(true);
            expect(l.couponAmount).toBeGreaterThanOrEqual(0);
            expect(l.couponAmount).toBeLessThanOrEqual(l.payAmount);
            if (!l.counted || !l.withCoupon) expect(l.couponAmount).toBe(0);
          }
        },
      ),
    );
  });
});
