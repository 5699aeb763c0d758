/**
 * The one price model (issue 27), property-based over generated carts (ladder of both types, 秒杀 /
 * 每日特价 special prices, the store-wide 94折, goods-scoped 满减 and 满折, 买赠, amount and rate coupons,
 * shipping): every number a surface shows comes from `linePrices` / `quoteGoods`, and they add up to
 * the engine's charge to the fen — the line model (drawer, cart step 1, step 2, order lines, documents),
 * the wire strings, the quote (detail page, cards) and the ladder table.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { linePrices, priceCart, quoteGoods, shownLadder, type Activity, type Coupon, type LadderTier, type PricingGoods, type SpecialPrice } from '../../../src/server/pricing';
import { linePriceView, quoteView } from '../../../src/server/cart/price-view';
import { parseYuanToFen } from '../../../src/lib/money';
import { discount, goods, goodsMap, line, manjian, SHIP } from './fixtures';

const RUNS = { numRuns: 150 };
const fen = (yuan: string) => parseYuanToFen(yuan)!;

const fallingTiers = (base: number) =>
  fc.uniqueArray(fc.integer({ min: 2, max: 60 }), { maxLength: 3 }).chain((numbers) => {
    const sorted = [...numbers].sort((a, b) => a - b);
    return fc.array(fc.integer({ min: 1, max: 300 }), { minLength: sorted.length, maxLength: sorted.length }).map((drops) => {
      let price = base;
      return sorted.map((number, i): LadderTier => ({ number, price: (price = Math.max(1, price - drops[i]!)) }));
    });
  });

const specialArb = (id: number): fc.Arbitrary<SpecialPrice | null> =>
  fc.option(
    fc.record({ kind: fc.constantFrom('spike' as const, 'daily' as const), price: fc.integer({ min: 1, max: 5_000 }), withCoupon: fc.boolean() }).map((s) => ({
      itemId: id,
      activityId: 900 + id,
      kind: s.kind,
      name: s.kind === 'spike' ? '10:00 场秒杀' : '每日特价',
      price: s.price,
      withCoupon: s.withCoupon,
      stockLeft: 1000,
      memberLimit: 0,
      memberLeft: null,
      endsAt: '2026-11-27T06:00:00.000Z',
    })),
    { freq: 4 },
  );

const goodsArb = (id: number): fc.Arbitrary<PricingGoods> =>
  fc.integer({ min: 1, max: 20_000 }).chain((basePrice) =>
    fc
      .record({
        ladderPrice: fallingTiers(basePrice),
        ladderPriceType: fc.constantFrom(0, 1),
        isDpby: fc.boolean(),
        qgNumber: fc.integer({ min: 0, max: 30 }),
        isEphedrine: fc.constantFrom(false, false, false, true),
        noCoupon: fc.constantFrom(false, false, true),
        special: specialArb(id),
        categoryId: fc.constantFrom(1, 2),
      })
      .map((over) => goods(id, { basePrice, ...over })),
  );

/** The demo's promotions: 全场94折, a goods-scoped 满减 and 满折 (which win over the store-wide one), a gift. */
const activitiesArb = (ids: number[]): fc.Arbitrary<Activity[]> =>
  fc
    .record({
      welfare: fc.boolean(),
      mj: fc.subarray(ids),
      mjTiers: fc.constantFrom<[number, number][]>(
        [[10_000, 1_000]],
        [
          [39_900, 2_000],
          [80_000, 5_000],
        ],
        [[1, 1]],
      ),
      mz: fc.subarray(ids),
      mzTiers: fc.constantFrom<[number, number][]>(
        [[50_000, 95]],
        [[1, 90]],
        [
          [20_000, 97],
          [60_000, 88],
        ],
      ),
      mzCoupon: fc.boolean(),
      gift: fc.subarray(ids),
    })
    .map((a) => [
      ...(a.welfare ? [discount(50, [[1, 94]], { name: '全场94折' })] : []),
      manjian(60, a.mjTiers, { scope: 'goods', goodsIds: a.mj, name: '采购节满减' }),
      discount(70, a.mzTiers, { scope: 'goods', goodsIds: a.mz, name: '中药饮片满折', withCoupon: a.mzCoupon }),
      { id: 80, kind: 'gift' as const, name: '买10赠1', scope: 'goods' as const, goodsIds: a.gift, tiers: [{ amount: 10, value: 1 }], withCoupon: true },
    ]);

const couponArb: fc.Arbitrary<Coupon | null> = fc.option(
  fc.oneof(
    fc.record({ kind: fc.constant('amount' as const), threshold: fc.constantFrom(0, 20_000, 100_000), value: fc.constantFrom(500, 1_500, 8_000) }),
    fc.record({ kind: fc.constant('rate' as const), threshold: fc.constantFrom(0, 30_000), rate: fc.constantFrom(90, 95), maxOff: fc.constantFrom(undefined, 5_000) }),
    fc.record({ kind: fc.constant('amount' as const), threshold: fc.constant(0), value: fc.constant(2_000), scope: fc.constant({ kind: 'category' as const, ids: [1] }) }),
  ),
  { freq: 3 },
);

const cartArb = fc.integer({ min: 1, max: 7 }).chain((n) => {
  const ids = Array.from({ length: n }, (_, i) => i + 1);
  return fc.record({
    goods: fc.tuple(...ids.map(goodsArb)),
    numbers: fc.array(fc.integer({ min: 1, max: 80 }), { minLength: n, maxLength: n }),
    selected: fc.array(fc.constantFrom(true, true, true, false), { minLength: n, maxLength: n }),
    activities: activitiesArb(ids),
    coupon: couponArb,
    shipping: fc.constantFrom(SHIP, { shippingAmount: 800, noTransOrderAmount: 0 }, { shippingAmount: 0, noTransOrderAmount: 0 }),
  });
});

describe('the price model of a cart line', () => {
  it('adds up, on every surface, to the engine charge to the fen', () => {
    fc.assert(
      fc.property(cartArb, (c) => {
        const map = goodsMap(...c.goods);
        const lines = c.goods.map((g, i) => line(i + 1, g.id, c.numbers[i]!, { isSelected: c.selected[i]! }));
        const pricing = priceCart({ lines, goods: map, activities: c.activities, shipping: c.shipping, coupon: c.coupon });
        const models = linePrices(pricing, new Map(c.goods.map((g) => [g.id, g.basePrice])), c.activities);
        let charged = 0;
        for (const l of pricing.lines) {
          const m = models.get(l.id)!;
          // The line model is the engine's line.
          expect(m.amount - m.manjianAmount - m.couponAmount).toBe(m.charged);
          expect(m.charged).toBe(l.payAmount - l.couponAmount);
          expect(m.amount).toBe(l.rawPrice - l.discountAmount);
          expect(m.charged).toBeGreaterThanOrEqual(0);
          expect(m.finalUnitPrice * m.number).toBeLessThanOrEqual(m.charged);
          expect(m.charged - m.finalUnitPrice * m.number).toBeLessThan(Math.max(1, m.number));
          expect(m.listUnitPrice).toBe(map.get(l.goodsId)!.basePrice);
          // What applied and why: a special price names itself, a reached tier says 阶梯价, a 折扣 names its activity.
          if (l.special) expect(m.applied[0]).toMatchObject({ kind: l.special.kind });
          if (m.rate !== null) expect(m.applied.map((a) => a.kind)).toContain('discount');
          // The wire (drawer, cart step 1, step 2, order detail) carries exactly these fen.
          const w = linePriceView(m);
          expect([w.list_price, w.unit_price, w.amount, w.manjian_amount, w.coupon_amount, w.charged, w.final_unit_price].map(fen)).toEqual([
            m.listUnitPrice,
            m.unitPrice,
            m.amount,
            m.manjianAmount,
            m.couponAmount,
            m.charged,
            m.finalUnitPrice,
          ]);
          if (l.counted) charged += m.charged;
        }
        const counted = pricing.lines.filter((l) => l.counted).map((l) => models.get(l.id)!);
        // Σ lines = the order's charge: the payable less shipping, and each order-level reduction.
        expect(charged + pricing.totals.shippingFee).toBe(pricing.totals.payable);
        expect(counted.reduce((s, m) => s + m.manjianAmount, 0)).toBe(pricing.totals.manjianAmount);
        expect(counted.reduce((s, m) => s + m.couponAmount, 0)).toBe(pricing.totals.couponReduction);
        // The drawer's discount line: goods amount − discount = order amount.
        expect(pricing.totals.goodsAmount - (pricing.totals.manjianAmount + pricing.totals.discountAmount)).toBe(pricing.totals.orderAmount);
      }),
      RUNS,
    );
  }, 60_000);

  it('the quote of N units (detail page) is the amount the line gets when it is the cart alone', () => {
    fc.assert(
      fc.property(goodsArb(1), fc.integer({ min: 1, max: 120 }), activitiesArb([1]), (g, n, activities) => {
        const lineLevel = activities.filter((a) => a.kind !== 'manjian');
        const q = quoteGoods(g, n, lineLevel);
        const pricing = priceCart({ lines: [line(1, 1, n)], goods: goodsMap(g), activities: lineLevel, shipping: SHIP });
        const m = linePrices(pricing, new Map([[1, g.basePrice]]), lineLevel).get(1)!;
        expect([q.unitPrice, q.amount, q.listPrice]).toEqual([m.unitPrice, m.amount, g.basePrice]);
        expect(q.applied).toEqual(m.applied);
        const w = quoteView(q, '盒');
        expect([fen(w.unit_price), fen(w.amount)]).toEqual([q.unitPrice, q.amount]);
        if (q.nextTier) {
          const at = quoteGoods(g, q.nextTier.number, lineLevel);
          expect(q.nextTier.unitPrice).toBe(at.unitPrice);
          expect(q.nextTier.saving).toBe(Math.max(0, q.unitPrice - at.unitPrice));
        }
        // The ladder table shows each tier after the 折扣 that applies there: for whole-quantity tiers that is the quote's unit price.
        if (g.ladderPriceType === 0 && !g.special) for (const t of shownLadder(g, lineLevel)) expect(t.unitPrice).toBe(quoteGoods(g, t.number, lineLevel).unitPrice);
      }),
      RUNS,
    );
  }, 60_000);
});
