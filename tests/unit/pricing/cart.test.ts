import { describe, expect, it } from 'vitest';
import { priceCart } from '../../../src/server/pricing';
import { discount, goods, goodsMap, line, manjian, SHIP } from './fixtures';

describe('cart pricing', () => {
  it('line amount = price × quantity; selected totals count only selected, buyable lines', () => {
    const r = priceCart({
      lines: [line(1, 1, 3), line(2, 2, 2, { isSelected: false }), line(3, 3, 1), line(4, 4, 1), line(5, 5, 1)],
      goods: goodsMap(goods(1, { basePrice: 1250 }), goods(2, { basePrice: 999 }), goods(3, { isBuy: false }), goods(4, { stock: 0 }), goods(5, { xgNumber: -1 })),
      activities: [],
      shipping: SHIP,
    });
    expect(r.lines.map((l) => l.rawPrice)).toEqual([3750, 1998, 100, 100, 100]);
    expect(r.totals).toMatchObject({ count: 5, selectedCount: 1, selectedNumber: 3, goodsAmount: 3750, orderAmount: 3750, shippingFee: 1500, payable: 5250 });
  });

  it('forces unbuyable lines unselected and says why', () => {
    const r = priceCart({
      lines: [line(1, 1, 1), line(2, 2, 1), line(3, 3, 1), line(4, 99, 1), line(5, 5, 1), line(6, 6, 1, { type: 3 })],
      goods: goodsMap(goods(1, { isBuy: false }), goods(2, { stock: 0 }), goods(3, { xgNumber: -5 }), goods(5, { visible: false }), goods(6, { type: 3, partsUnavailable: true })),
      activities: [],
      shipping: SHIP,
    });
    expect(r.lines.map((l) => [l.invalid, l.isSelected])).toEqual([
      ['not_buyable', false],
      ['sold_out', false],
      ['not_buyable', false],
      ['not_visible', false],
      ['not_visible', false],
      ['combination_part', false],
    ]);
    expect(r.totals).toMatchObject({ selectedCount: 0, goodsAmount: 0, payable: 0, shippingFee: 0 });
  });

  it('a combination prices as one unit of its own row; a line type that does not match the goods is invalid', () => {
    const r = priceCart({
      lines: [line(1, 10, 2, { type: 3 }), line(2, 11, 1, { type: 3 })],
      goods: goodsMap(goods(10, { type: 3, basePrice: 4600 }), goods(11, { type: 1 })),
      activities: [],
      shipping: SHIP,
    });
    expect(r.lines[0]).toMatchObject({ rawPrice: 9200, invalid: null });
    expect(r.lines[1]!.invalid).toBe('not_visible');
  });

  it('flags quantities above the limit or stock on buyable lines (they still count; checkout refuses them)', () => {
    const r = priceCart({ lines: [line(1, 1, 12)], goods: goodsMap(goods(1, { xgNumber: 10 })), activities: [], shipping: SHIP });
    expect(r.lines[0]).toMatchObject({ problem: { kind: 'xg_number', limit: 10 }, counted: true });
  });

  it('满减: best reached tier, reduction shared pro rata, raw_price_manjian per line', () => {
    const r = priceCart({
      lines: [line(1, 1, 3), line(2, 2, 1), line(3, 3, 1, { isSelected: false })],
      goods: goodsMap(goods(1, { basePrice: 20_000 }), goods(2, { basePrice: 20_000 }), goods(3, { basePrice: 50_000 })),
      activities: [
        manjian(1, [
          [39_900, 2000],
          [79_900, 5000],
          [159_900, 12_000],
        ]),
      ],
      shipping: SHIP,
    });
    const mj = r.manjians[0]!;
    expect(mj.eligibleAmount).toBe(80_000);
    expect(mj.applied).toEqual({ amount: 79_900, value: 5000 });
    expect(mj.tiers.map((t) => t.status)).toEqual([1, 1, 0]);
    expect(mj.next).toEqual({ tier: { amount: 159_900, value: 12_000 }, need: 79_900 });
    expect(mj.lineIds).toEqual([1, 2, 3]); // the unselected line belongs to the group too
    expect(r.lines.map((l) => [l.manjianAmount, l.rawPriceManjian])).toEqual([
      [3750, 56_250],
      [1250, 18_750],
      [0, 50_000],
    ]);
    expect(r.totals).toMatchObject({ goodsAmount: 80_000, manjianAmount: 5000, orderAmount: 75_000, shippingFee: 1500, payable: 76_500 });
  });

  it('满减 then 满折 on the remainder (stacking example of the README)', () => {
    const r = priceCart({
      lines: [line(1, 1, 6)],
      goods: goodsMap(goods(1, { basePrice: 10_000 })),
      activities: [manjian(1, [[39_900, 2000]]), discount(2, [[50_000, 95]])],
      shipping: SHIP,
    });
    expect(r.lines[0]).toMatchObject({ rawPrice: 60_000, manjianAmount: 2000, rawPriceManjian: 58_000, discountAmount: 2900, payAmount: 55_100 });
    expect(r.totals).toMatchObject({ manjianAmount: 2000, discountAmount: 2900, orderAmount: 55_100, couponAmount: 55_100, payable: 55_100 + 1500 });
  });

  it('discount tier status is judged on raw amounts, not on what 满减 left', () => {
    const r = priceCart({
      lines: [line(1, 1, 5)],
      goods: goodsMap(goods(1, { basePrice: 10_000 })), // 50 000 raw, 48 000 after 满减
      activities: [manjian(1, [[40_000, 2000]]), discount(2, [[50_000, 90]])],
      shipping: SHIP,
    });
    expect(r.discounts[0]!.tiers[0]!.status).toBe(1);
    expect(r.totals.discountAmount).toBe(4800);
  });

  it('goods-scoped activities: a line joins one 满减; unreached activity takes nothing off', () => {
    const r = priceCart({
      lines: [line(1, 1, 1), line(2, 2, 1)],
      goods: goodsMap(goods(1, { basePrice: 30_000 }), goods(2, { basePrice: 30_000 })),
      activities: [manjian(1, [[50_000, 3000]]), manjian(2, [[20_000, 1000]], { scope: 'goods', goodsIds: [2] })],
      shipping: SHIP,
    });
    expect(r.lines.map((l) => l.manjianId)).toEqual([1, 2]);
    expect(r.manjians.find((a) => a.id === 1)).toMatchObject({ eligibleAmount: 30_000, reduction: 0, applied: null });
    expect(r.manjians.find((a) => a.id === 2)).toMatchObject({ eligibleAmount: 30_000, reduction: 1000 });
  });

  it('含麻 goods join no promotion and take no coupon', () => {
    const r = priceCart({
      lines: [line(1, 1, 10)],
      goods: goodsMap(goods(1, { basePrice: 10_000, isEphedrine: true, ephedrineLimit: 20 })),
      activities: [manjian(1, [[100, 50]])],
      shipping: SHIP,
    });
    expect(r.lines[0]).toMatchObject({ manjianId: null, manjianAmount: 0, withCoupon: false });
    expect(r.totals.couponAmount).toBe(0);
  });

  it('coupon-eligible amount counts only with_coupon lines (special-price goods and no-coupon activities excluded)', () => {
    const r = priceCart({
      lines: [line(1, 1, 1), line(2, 2, 1), line(3, 3, 1)],
      goods: goodsMap(goods(1, { basePrice: 1000 }), goods(2, { basePrice: 2000, noCoupon: true }), goods(3, { basePrice: 4000 })),
      activities: [manjian(9, [[100_000, 10]], { scope: 'goods', goodsIds: [3], withCoupon: false })],
      shipping: SHIP,
      coupon: { kind: 'amount', threshold: 500, value: 3000 },
    });
    expect(r.lines.map((l) => l.withCoupon)).toEqual([true, false, false]);
    expect(r.totals).toMatchObject({ couponAmount: 1000, couponReduction: 1000, orderAmount: 7000, payable: 6000 + 1500 });
  });

  it('shipping: single-item free shipping from a selected line reaching qg_number, else the order threshold', () => {
    const base = { activities: [], shipping: SHIP };
    const dpby = goods(1, { basePrice: 100, isDpby: true, qgNumber: 10 });
    expect(priceCart({ ...base, lines: [line(1, 1, 10)], goods: goodsMap(dpby) }).shipping).toMatchObject({ free: true, freeReason: 'single_item', fee: 0 });
    expect(priceCart({ ...base, lines: [line(1, 1, 9)], goods: goodsMap(dpby) }).shipping).toMatchObject({ free: false, fee: 1500 });
    expect(priceCart({ ...base, lines: [line(1, 1, 10, { isSelected: false })], goods: goodsMap(dpby) }).totals.shippingFee).toBe(0);
    const big = goods(2, { basePrice: 80_000 });
    expect(priceCart({ ...base, lines: [line(1, 2, 1)], goods: goodsMap(big) }).shipping).toMatchObject({ free: true, freeReason: 'order_amount' });
  });

  it('the order threshold is judged after 满减 and 折扣', () => {
    const r = priceCart({
      lines: [line(1, 1, 1)],
      goods: goodsMap(goods(1, { basePrice: 81_000 })),
      activities: [manjian(1, [[80_000, 2000]])],
      shipping: SHIP,
    });
    expect(r.totals).toMatchObject({ orderAmount: 79_000, shippingFee: 1500, payable: 80_500 });
    expect(r.shipping.need).toBe(1000);
  });

  it('gifts: 买 amount 赠 value per full multiple of the best reached tier', () => {
    const gift = { id: 5, kind: 'gift' as const, name: '买10赠1', scope: 'goods' as const, goodsIds: [1], tiers: [{ amount: 10, value: 1 }], withCoupon: true };
    const r = priceCart({ lines: [line(1, 1, 25), line(2, 2, 25)], goods: goodsMap(goods(1), goods(2)), activities: [gift], shipping: SHIP });
    expect(r.lines.map((l) => l.gift)).toEqual([
      { total: 2, type: 1 },
      { total: 0, type: 0 },
    ]);
  });

  it('ladder lines inside promotions: the ladder amount is the 满减 basis', () => {
    const r = priceCart({
      lines: [line(1, 1, 25)],
      goods: goodsMap(
        goods(1, {
          basePrice: 100,
          ladderPrice: [
            { number: 5, price: 90 },
            { number: 20, price: 85 },
          ],
          ladderPriceType: 1,
        }),
      ),
      activities: [manjian(1, [[2000, 100]])],
      shipping: { shippingAmount: 0, noTransOrderAmount: 0 },
    });
    expect(r.lines[0]).toMatchObject({ rawPrice: 2260, unitPrice: 90, manjianAmount: 100, payAmount: 2160 });
    expect(r.totals.payable).toBe(2160);
  });
});
