import { describe, expect, it } from 'vitest';
import { couponCovers, priceCart, type Coupon } from '../../../src/server/pricing';
import { SHIP, discount, goods, goodsMap, line } from './fixtures';

// Goods 1 and 2 are 饮片 (category 7, a sub-category of 5), goods 3 is a tablet (category 9).
const G = goodsMap(goods(1, { basePrice: 5000, categoryId: 7 }), goods(2, { basePrice: 10_000, categoryId: 7 }), goods(3, { basePrice: 50_000, categoryId: 9 }));
const herbal: Coupon = { kind: 'amount', threshold: 20_000, value: 2000, scope: { kind: 'category', ids: [5, 7] } };

// Shipping ¥15 on every order below (all under the ¥800 threshold).
const price = (lines: ReturnType<typeof line>[], coupon: Coupon | null, activities = [] as Parameters<typeof priceCart>[0]['activities']) =>
  priceCart({ lines, goods: G, activities, shipping: SHIP, coupon });

describe('scoped coupons', () => {
  it('cover goods of their categories or their listed goods only', () => {
    expect(couponCovers(herbal, G.get(1))).toBe(true);
    expect(couponCovers(herbal, G.get(3))).toBe(false);
    expect(couponCovers({ kind: 'amount', threshold: 0, value: 1, scope: { kind: 'goods', ids: [3] } }, G.get(3))).toBe(true);
    expect(couponCovers({ kind: 'amount', threshold: 0, value: 1, scope: { kind: 'goods', ids: [3] } }, G.get(1))).toBe(false);
    expect(couponCovers({ kind: 'amount', threshold: 0, value: 1 }, G.get(3))).toBe(true);
    expect(couponCovers(herbal, goods(4))).toBe(false); // a goods without a category is in none
  });

  it('judge the threshold on the lines in scope: other goods do not help reach it', () => {
    // ¥150 of 饮片 + ¥500 of tablets: an all-goods 满¥200减¥20 applies, the 饮片 one does not.
    const lines = [line(1, 1, 1), line(2, 2, 1), line(3, 3, 1)];
    const all = price(lines, { kind: 'amount', threshold: 20_000, value: 2000 });
    expect(all.totals).toMatchObject({ couponAmount: 65_000, couponReduction: 2000, payable: 64_500 });
    const scoped = price(lines, herbal);
    expect(scoped.totals).toMatchObject({ couponAmount: 15_000, couponReduction: 0, payable: 66_500 });
    expect(scoped.lines.map((l) => l.couponAmount)).toEqual([0, 0, 0]);
  });

  it('take the reduction off the lines in scope only, exact to the fen', () => {
    // ¥250 of 饮片 (¥50 + ¥200) + ¥500 of tablets: ¥20 off, shared 1:4 over the 饮片 lines.
    const r = price([line(1, 1, 1), line(2, 2, 2), line(3, 3, 1)], herbal);
    expect(r.totals).toMatchObject({ couponAmount: 25_000, couponReduction: 2000, payable: 74_500 });
    expect(r.lines.map((l) => l.couponAmount)).toEqual([400, 1600, 0]);
  });

  it('a rate coupon works on the scoped amount only', () => {
    const r = price([line(1, 2, 1), line(2, 3, 1)], { kind: 'rate', threshold: 0, rate: 90, scope: { kind: 'goods', ids: [2] } });
    expect(r.totals.couponReduction).toBe(1000); // 10% of ¥100, not of ¥600
    expect(r.lines.map((l) => l.couponAmount)).toEqual([1000, 0]);
  });

  it('count the scoped lines after their promotions, and nothing when no goods is in scope', () => {
    // 饮片 under a 9折 activity: ¥250 → ¥225 ≥ ¥200, coupon applies on ¥225.
    const r = price([line(1, 1, 1), line(2, 2, 2)], herbal, [discount(1, [[1, 90]], { scope: 'goods', goodsIds: [1, 2] })]);
    expect(r.totals).toMatchObject({ couponAmount: 22_500, couponReduction: 2000 });
    const none = price([line(1, 3, 1)], herbal);
    expect(none.totals).toMatchObject({ couponAmount: 0, couponReduction: 0, payable: 51_500 });
  });
});
