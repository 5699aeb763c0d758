/**
 * The promotion kinds of issue 13 in the pricing engine: special prices (秒杀, 每日特价, 近效期) replace
 * base and ladder price, join no 满减 / 满折 and take a coupon only when their activity allows; the
 * activity's own stock and per-member limit are quantity problems naming the limit; the store-wide
 * 94折 is a 满折 without threshold that stacks after 满减 and before the coupon. Property tests:
 * the payable is never negative and a line is in at most one price-changing activity.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceCart, quantityMessage, specialProblem, type Activity, type PricingGoods, type SpecialPrice } from '../../../src/server/pricing';
import { cashbackOf, reversalOf } from '../../../src/server/promotions/cashback-rules';
import { monthsLeft } from '../../../src/server/promotions/clearance';
import { welfarePrice, type WelfareOffer } from '../../../src/server/promotions/welfare';
import { discount, goods, goodsMap, line, manjian, SHIP } from './fixtures';

const special = (over: Partial<SpecialPrice> = {}): SpecialPrice => ({
  itemId: 1,
  activityId: 9,
  kind: 'spike',
  name: '10:00 场秒杀',
  price: 55,
  withCoupon: false,
  stockLeft: 30,
  memberLimit: 2,
  memberLeft: 2,
  endsAt: '2026-11-23T06:00:00.000Z',
  ...over,
});
const welfare = (id = 50, over: Partial<Activity> = {}) => discount(id, [[1, 94]], { name: '全场94折', ...over });

describe('special prices', () => {
  it('replace the base and ladder price, with no tier hints', () => {
    const g = goods(1, { basePrice: 100, ladderPrice: [{ number: 2, price: 80 }], special: special({ price: 55 }) });
    const r = priceCart({ lines: [line(1, 1, 2)], goods: goodsMap(g), activities: [], shipping: SHIP });
    expect(r.lines[0]).toMatchObject({ unitPrice: 55, rawPrice: 110, tier: null, nextTier: null, special: { kind: 'spike' } });
  });

  it('join no 满减 or 满折 (not even the store-wide 94折), take no gifts, and take a coupon only when the activity allows', () => {
    const spike = goods(1, { basePrice: 10_000, special: special({ price: 6_000 }) });
    const plain = goods(2, { basePrice: 10_000 });
    const acts = [manjian(1, [[10_000, 1_000]]), welfare(2), { ...manjian(3, [[1, 1]]), kind: 'gift' as const, name: '买赠', tiers: [{ amount: 1, value: 1 }] }];
    const r = priceCart({
      lines: [line(1, 1, 1), line(2, 2, 1)],
      goods: goodsMap(spike, plain),
      activities: acts,
      shipping: SHIP,
      coupon: { kind: 'amount', threshold: 0, value: 500 },
    });
    const [s, p] = r.lines;
    expect(s).toMatchObject({ manjianId: null, discountId: null, manjianAmount: 0, discountAmount: 0, payAmount: 6_000, withCoupon: false, gift: { total: 0 } });
    expect(p).toMatchObject({ manjianId: 1, discountId: 2, manjianAmount: 1_000, payAmount: 8_460 });
    // The 满减 tier is judged on the plain line only (¥100): the spike line's ¥60 does not count.
    expect(r.manjians[0]!.eligibleAmount).toBe(10_000);
    expect(r.totals.couponAmount).toBe(8_460);
    const allowed = priceCart({ lines: [line(1, 1, 1)], goods: goodsMap({ ...spike, special: special({ price: 6_000, withCoupon: true }) }), activities: acts, shipping: SHIP });
    expect(allowed.lines[0]!.withCoupon).toBe(true);
  });

  it("are quantity problems beyond the activity stock or the member's limit, with messages naming the limit", () => {
    expect(specialProblem(special({ stockLeft: 30, memberLimit: 2, memberLeft: 2 }), 3)).toEqual({ kind: 'activity_limit', limit: 2, left: 2 });
    expect(specialProblem(special({ memberLimit: 2, memberLeft: 0 }), 1)).toEqual({ kind: 'activity_limit', limit: 2, left: 0 });
    expect(specialProblem(special({ stockLeft: 1 }), 2)).toEqual({ kind: 'activity_stock', limit: 1 });
    expect(specialProblem(special({ memberLimit: 0, memberLeft: null, stockLeft: 100 }), 99)).toBeNull();
    expect(quantityMessage({ kind: 'activity_limit', limit: 2, left: 1 }, '盒')).toBe('活动价每人限购 2盒，您还可购买 1盒');
    expect(quantityMessage({ kind: 'activity_limit', limit: 2, left: 0 }, '盒')).toBe('活动价每人限购 2盒，您已购满');
    expect(quantityMessage({ kind: 'activity_stock', limit: 0 }, '盒')).toBe('活动商品已抢光');
    const r = priceCart({ lines: [line(1, 1, 3)], goods: goodsMap(goods(1, { special: special({ memberLeft: 2 }) })), activities: [], shipping: SHIP });
    expect(r.lines[0]!.problem).toEqual({ kind: 'activity_limit', limit: 2, left: 2 });
  });

  it('never apply to a combination line', () => {
    const combo = goods(7, { type: 3, special: special() });
    const r = priceCart({ lines: [line(1, 7, 1, { type: 3 })], goods: goodsMap(combo), activities: [], shipping: SHIP });
    expect(r.lines[0]).toMatchObject({ special: null, unitPrice: 100 });
  });
});

describe('全场94折 stacking (README example)', () => {
  it('满减 first on the raw amount, then 94% of what is left, coupon last: ¥3,500 → ¥3,087.00 + free shipping', () => {
    const g = goods(1, { basePrice: 350_000 });
    const r = priceCart({
      lines: [line(1, 1, 1)],
      goods: goodsMap(g),
      activities: [manjian(1, [[300_000, 20_000]]), welfare(2)],
      shipping: SHIP,
      coupon: { kind: 'amount', threshold: 20_000, value: 1_500 },
    });
    expect(r.totals).toMatchObject({
      goodsAmount: 350_000,
      manjianAmount: 20_000,
      discountAmount: 19_800,
      orderAmount: 310_200,
      couponReduction: 1_500,
      shippingFee: 0,
      payable: 308_700,
    });
  });

  it('a goods-scoped 满折 wins over the store-wide 94折 (one 满折 per line)', () => {
    const herb = goods(1, { basePrice: 60_000 });
    const r = priceCart({
      lines: [line(1, 1, 1)],
      goods: goodsMap(herb),
      activities: [welfare(2), discount(3, [[50_000, 95]], { scope: 'goods', goodsIds: [1] })],
      shipping: SHIP,
    });
    expect(r.lines[0]).toMatchObject({ discountId: 3, discountAmount: 3_000 });
  });

  it('含麻 goods take no 94折', () => {
    const r = priceCart({ lines: [line(1, 1, 1)], goods: goodsMap(goods(1, { isEphedrine: true })), activities: [welfare(2)], shipping: SHIP });
    expect(r.lines[0]!.discountAmount).toBe(0);
  });

  it('combination packages and the goods of a running 拼团 (excludedGoodsIds) take no store-wide 94折, but still join the store-wide 满减', () => {
    const combo = goods(7, { type: 3, basePrice: 200_000 });
    const grouped = goods(8, { basePrice: 200_000 });
    const plain = goods(9, { basePrice: 10_000 });
    const r = priceCart({
      lines: [line(1, 7, 1, { type: 3 }), line(2, 8, 1), line(3, 9, 1)],
      goods: goodsMap(combo, grouped, plain),
      activities: [manjian(1, [[300_000, 20_000]]), welfare(2, { excludedGoodsIds: [8] })],
      shipping: SHIP,
    });
    const [c, g, p] = r.lines;
    expect(c).toMatchObject({ discountId: null, discountAmount: 0, manjianId: 1 });
    expect(g).toMatchObject({ discountId: null, discountAmount: 0, manjianId: 1 });
    expect(p).toMatchObject({ discountId: 2, manjianId: 1 });
    // ¥4,100 reaches 满¥3000减¥200; only the plain line's share after 满减 is discounted 6%.
    expect(r.totals.manjianAmount).toBe(20_000);
    expect(p!.payAmount).toBe(Math.floor((p!.rawPriceManjian * 94) / 100));
  });
});

describe('the 94折 price on goods cards', () => {
  const offer = (over: Partial<WelfareOffer> = {}): WelfareOffer => ({
    id: 2,
    name: '全场94折',
    rate: 94,
    withCoupon: true,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: new Date('2036-01-01T00:00:00Z'),
    scope: 'all',
    goodsIds: [],
    excluded: [5],
    ...over,
  });
  const card = (over: Partial<{ id: number; type: number; is_ephedrine: number; base_price_fen: number | null }> = {}) => ({
    id: 1,
    type: 1,
    is_ephedrine: 0,
    base_price_fen: 1_999,
    ...over,
  });

  it('is 94% of the unit price floored to the fen — what the cart charges for one unit without 满减', () => {
    expect(welfarePrice(offer(), card())).toBe(1_879); // 1999 × 0.94 = 1879.06
    const r = priceCart({ lines: [line(1, 1, 1)], goods: goodsMap(goods(1, { basePrice: 1_999 })), activities: [welfare(2)], shipping: SHIP });
    expect(r.lines[0]!.payAmount).toBe(1_879);
  });

  it('is not shown to viewers without prices, nor for 含麻, combination packages, excluded goods or when no offer runs', () => {
    expect(welfarePrice(offer(), card({ base_price_fen: null }))).toBeNull();
    expect(welfarePrice(offer(), card({ is_ephedrine: 1 }))).toBeNull();
    expect(welfarePrice(offer(), card({ type: 3 }))).toBeNull();
    expect(welfarePrice(offer(), card({ id: 5 }))).toBeNull();
    expect(welfarePrice(null, card())).toBeNull();
    expect(welfarePrice(offer({ scope: 'goods', goodsIds: [3] }), card())).toBeNull();
    expect(welfarePrice(offer({ scope: 'goods', goodsIds: [1] }), card())).toBe(1_879);
  });
});

describe('满额返现 and 近效期 helpers', () => {
  const tiers = [
    { amount: 100_000, value: 2_000 },
    { amount: 300_000, value: 8_000 },
    { amount: 500_000, value: 15_000 },
  ];
  it('cash-back is the highest reached tier; returns take back the same share, floored', () => {
    expect(cashbackOf(tiers, 99_999)).toBe(0);
    expect(cashbackOf(tiers, 100_000)).toBe(2_000);
    expect(cashbackOf(tiers, 499_999)).toBe(8_000);
    expect(cashbackOf(tiers, 900_000)).toBe(15_000);
    expect(reversalOf(8_000, 320_000, 100_000)).toBe(2_500);
    expect(reversalOf(8_000, 300_001, 1)).toBe(0);
    expect(reversalOf(8_000, 320_000, 999_999)).toBe(8_000);
  });
  it('months left count whole months', () => {
    expect(monthsLeft('2027-05-23', '2026-11-23')).toBe(6);
    expect(monthsLeft('2027-05-22', '2026-11-23')).toBe(5);
    expect(monthsLeft('2026-12-01', '2026-11-23')).toBe(0);
  });
});

describe('properties', () => {
  const RUNS = { numRuns: 300 };
  const specialArb = fc.option(
    fc.record({
      price: fc.integer({ min: 1, max: 100_000 }),
      withCoupon: fc.boolean(),
      stockLeft: fc.integer({ min: 0, max: 100 }),
      memberLimit: fc.integer({ min: 0, max: 10 }),
      kind: fc.constantFrom('spike' as const, 'daily' as const, 'clearance' as const),
    }),
    { nil: null },
  );
  const cartArb = fc.array(
    fc.record({
      base: fc.integer({ min: 1, max: 200_000 }),
      number: fc.integer({ min: 1, max: 50 }),
      special: specialArb,
      ephedrine: fc.boolean(),
      selected: fc.boolean(),
      combo: fc.boolean(),
      inGroup: fc.boolean(),
    }),
    { minLength: 1, maxLength: 8 },
  );
  const actsArb = fc.record({
    mj: fc.array(fc.tuple(fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: 1, max: 600_000 })), { maxLength: 3 }),
    rate: fc.integer({ min: 1, max: 99 }),
    coupon: fc.option(
      fc.oneof(
        fc.record({ kind: fc.constant('amount' as const), threshold: fc.integer({ min: 0, max: 300_000 }), value: fc.integer({ min: 1, max: 900_000 }) }),
        fc.record({ kind: fc.constant('rate' as const), threshold: fc.integer({ min: 0, max: 300_000 }), rate: fc.integer({ min: 1, max: 99 }) }),
      ),
      { nil: null },
    ),
  });

  it('the payable is never negative and equals order − coupon + shipping; a line is in at most one price-changing activity', () => {
    fc.assert(
      fc.property(cartArb, actsArb, (cart, acts) => {
        const list: PricingGoods[] = cart.map((c, i) =>
          goods(i + 1, {
            type: c.combo ? 3 : 1,
            basePrice: c.base,
            isEphedrine: c.ephedrine,
            special: c.special ? special({ itemId: i + 1, ...c.special, memberLeft: c.special.memberLimit || null }) : null,
          }),
        );
        const grouped = cart.flatMap((c, i) => (c.inGroup ? [i + 1] : []));
        const activities: Activity[] = [manjian(1, acts.mj), welfare(2, { tiers: [{ amount: 1, value: acts.rate }], excludedGoodsIds: grouped })];
        const r = priceCart({
          lines: cart.map((c, i) => line(i + 1, i + 1, c.number, { isSelected: c.selected, type: c.combo ? 3 : 1 })),
          goods: goodsMap(...list),
          activities,
          shipping: SHIP,
          coupon: acts.coupon,
        });
        expect(r.totals.payable).toBeGreaterThanOrEqual(0);
        expect(r.totals.payable).toBe(r.totals.orderAmount - r.totals.couponReduction + r.totals.shippingFee);
        for (const l of r.lines) {
          expect(l.payAmount).toBeGreaterThanOrEqual(0);
          // Price-changing: a special price or a 满折 (the 94折 included); never both, never two.
          const changing = (l.special ? 1 : 0) + (l.discountId !== null ? 1 : 0);
          expect(changing).toBeLessThanOrEqual(1);
          // A 拼团 goods (its group price is its promotion) and a combination package (a package price) take no store-wide 满折.
          if (grouped.includes(l.goodsId) || l.type === 3) expect(l.discountId).toBeNull();
          if (l.special) expect(l.manjianId).toBeNull();
          if (l.special && !l.special.withCoupon) expect(l.withCoupon).toBe(false);
        }
      }),
      RUNS,
    );
  });
});
