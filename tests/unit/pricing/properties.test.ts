/**
 * Property tests of the pricing engine (fast-check): invariants that must hold for any cart,
 * not just the worked examples.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocate, ladderPrice, marginalPrice, priceCart, type Activity, type LadderTier, type PricingGoods, type PricingLine } from '../../../src/server/pricing';
import { goods } from './fixtures';

const RUNS = { numRuns: 300 };

/** 0–4 ladder tiers, arbitrary (possibly unsorted, duplicated, rising) — the engine must cope. */
const anyTiers = fc.array(fc.record({ number: fc.integer({ min: 0, max: 400 }), price: fc.integer({ min: 1, max: 50_000 }) }), { maxLength: 4 });

/** Realistic tiers: quantities rising, prices strictly falling below base. */
const fallingTiers = (base: number) =>
  fc.uniqueArray(fc.integer({ min: 2, max: 300 }), { maxLength: 4 }).chain((numbers) => {
    const sorted = [...numbers].sort((a, b) => a - b);
    return fc.array(fc.integer({ min: 1, max: 50 }), { minLength: sorted.length, maxLength: sorted.length }).map((drops) => {
      let price = base;
      const tiers: LadderTier[] = [];
      sorted.forEach((number, i) => {
        price = Math.max(1, price - drops[i]!);
        tiers.push({ number, price });
      });
      return tiers;
    });
  });

const goodsArb = (id: number): fc.Arbitrary<PricingGoods> =>
  fc
    .record({
      basePrice: fc.integer({ min: 1, max: 200_000 }),
      ladderPrice: anyTiers,
      ladderPriceType: fc.constantFrom(0, 1, 2),
      isBuy: fc.constantFrom(true, true, true, false),
      stock: fc.integer({ min: 0, max: 5000 }),
      xgNumber: fc.integer({ min: -1, max: 50 }),
      isDpby: fc.boolean(),
      qgNumber: fc.integer({ min: 0, max: 30 }),
      visible: fc.boolean(),
      isEphedrine: fc.boolean(),
      noCoupon: fc.boolean(),
    })
    .map((over) => goods(id, over));

const activityArb = (id: number, goodsIds: number[]): fc.Arbitrary<Activity> =>
  fc
    .record({
      kind: fc.constantFrom('manjian' as const, 'discount' as const, 'gift' as const),
      scope: fc.constantFrom('all' as const, 'goods' as const),
      goodsIds: fc.subarray(goodsIds),
      tiers: fc.array(fc.record({ amount: fc.integer({ min: 0, max: 2_000_000 }), value: fc.integer({ min: 0, max: 500_000 }) }), { maxLength: 4 }),
      withCoupon: fc.boolean(),
    })
    .map((a) => ({ ...a, id, name: `活动${id}`, tiers: a.kind === 'discount' ? a.tiers.map((t) => ({ ...t, value: t.value % 101 })) : a.tiers }));

const cartArb = fc.integer({ min: 0, max: 8 }).chain((n) => {
  const ids = Array.from({ length: n }, (_, i) => i + 1);
  return fc
    .record({
      goods: fc.tuple(...ids.map((id) => goodsArb(id))),
      lines: fc.tuple(
        ...ids.map((id) =>
          fc
            .record({
              number: fc.integer({ min: 1, max: 400 }),
              isSelected: fc.boolean(),
            })
            .map((l): PricingLine => ({ id: id * 10, goodsId: id, type: 1, ...l })),
        ),
      ),
      activities: fc.array(fc.nat(5), { maxLength: 4 }).chain((xs) => fc.tuple(...xs.map((_, i) => activityArb(i + 1, ids)))),
      shipping: fc.record({ shippingAmount: fc.integer({ min: 0, max: 5000 }), noTransOrderAmount: fc.integer({ min: 0, max: 500_000 }) }),
      coupon: fc.option(
        fc.oneof(
          fc.record({ kind: fc.constant('amount' as const), threshold: fc.integer({ min: 0, max: 500_000 }), value: fc.integer({ min: 0, max: 1_000_000 }) }),
          fc.record({ kind: fc.constant('rate' as const), threshold: fc.integer({ min: 0, max: 500_000 }), rate: fc.integer({ min: 0, max: 120 }) }),
        ),
      ),
    })
    .map(({ goods: list, lines, activities, shipping, coupon }) => ({
      lines,
      activities,
      shipping,
      coupon,
      goods: new Map((list as PricingGoods[]).map((g) => [g.id, g])),
    }));
});

describe('ladder properties', () => {
  it("up-to-quantity: the line amount is the sum of each unit's band price (and rises with every unit)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), anyTiers, fc.integer({ min: 1, max: 300 }), (base, tiers, n) => {
        let brute = 0;
        for (let k = 1; k <= n; k++) brute += marginalPrice(base, tiers, k);
        const now = ladderPrice(base, tiers, 1, n).amount;
        expect(now).toBe(brute);
        expect(ladderPrice(base, tiers, 1, n + 1).amount).toBeGreaterThan(now);
      }),
      RUNS,
    );
  });

  it('full-quantity: amount = quantity × price of the highest tier reached; adding a unit only lowers the amount when the tier price drops', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), anyTiers, fc.integer({ min: 1, max: 300 }), (base, tiers, n) => {
        const a = ladderPrice(base, tiers, 0, n);
        const b = ladderPrice(base, tiers, 0, n + 1);
        expect(a.amount).toBe(n * a.unitPrice);
        expect(b.amount).toBe((n + 1) * b.unitPrice);
        if (b.unitPrice === a.unitPrice) expect(b.amount).toBeGreaterThan(a.amount);
        if (b.amount < a.amount) expect(b.unitPrice).toBeLessThan(a.unitPrice);
        // never below the previous tier's line at the same quantity unless the tier price says so
        expect(b.amount).toBeGreaterThanOrEqual((n + 1) * Math.min(a.unitPrice, b.unitPrice));
      }),
      RUNS,
    );
  });

  it('falling tiers: full-quantity ≤ up-to-quantity ≤ base × quantity', () => {
    const arb = fc.integer({ min: 100, max: 100_000 }).chain((base) => fc.tuple(fc.constant(base), fallingTiers(base), fc.integer({ min: 1, max: 500 })));
    fc.assert(
      fc.property(arb, ([base, tiers, n]) => {
        const full = ladderPrice(base, tiers, 0, n).amount;
        const bands = ladderPrice(base, tiers, 1, n).amount;
        expect(full).toBeLessThanOrEqual(bands);
        expect(bands).toBeLessThanOrEqual(base * n);
      }),
      RUNS,
    );
  });

  it('the displayed unit price is floored, never above the exact average', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), anyTiers, fc.integer({ min: 1, max: 300 }), (base, tiers, n) => {
        const p = ladderPrice(base, tiers, 1, n);
        expect(p.unitPrice * n).toBeLessThanOrEqual(p.amount);
        expect((p.unitPrice + 1) * n).toBeGreaterThan(p.amount);
      }),
      RUNS,
    );
  });
});

describe('allocation properties', () => {
  it('shares are whole fen, sum to min(total, Σ weights), none above its weight', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.array(fc.integer({ min: 0, max: 10 ** 10 }), { maxLength: 12 }), (total, weights) => {
        const shares = allocate(total, weights);
        const sum = weights.reduce((s, w) => s + w, 0);
        expect(shares.reduce((s, x) => s + x, 0)).toBe(sum > 0 ? Math.min(total, sum) : 0);
        shares.forEach((s, i) => {
          expect(Number.isInteger(s)).toBe(true);
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThanOrEqual(weights[i]!);
        });
      }),
      RUNS,
    );
  });
});

describe('cart properties', () => {
  it('no amount is ever negative, and the totals add up', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const r = priceCart(input);
        const t = r.totals;
        for (const v of Object.values(t)) {
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
        for (const l of r.lines) {
          for (const v of [l.rawPrice, l.manjianAmount, l.rawPriceManjian, l.discountAmount, l.payAmount, l.unitPrice]) {
            expect(Number.isInteger(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
          }
          expect(l.payAmount).toBe(l.rawPrice - l.manjianAmount - l.discountAmount);
          if (!l.counted) expect(l.manjianAmount + l.discountAmount).toBe(0);
          if (l.invalid) expect(l.isSelected).toBe(false);
        }
        const counted = r.lines.filter((l) => l.counted);
        expect(t.goodsAmount).toBe(counted.reduce((s, l) => s + l.rawPrice, 0));
        expect(t.orderAmount).toBe(t.goodsAmount - t.manjianAmount - t.discountAmount);
        expect(t.orderAmount).toBe(counted.reduce((s, l) => s + l.payAmount, 0));
        expect(t.couponAmount).toBe(counted.filter((l) => l.withCoupon).reduce((s, l) => s + l.payAmount, 0));
        expect(t.couponAmount).toBeLessThanOrEqual(t.orderAmount);
        expect(t.couponReduction).toBeLessThanOrEqual(t.couponAmount);
        expect([0, Math.max(0, input.shipping.shippingAmount)]).toContain(t.shippingFee);
        expect(t.payable).toBe(t.orderAmount - t.couponReduction + t.shippingFee);
        expect(t.selectedCount).toBe(counted.length);
        expect(t.count).toBe(input.lines.length);
      }),
      RUNS,
    );
  });

  it('each activity: reduction = Σ of its line shares, never above its eligible amount; status 1 exactly when reached; reached first', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const r = priceCart(input);
        for (const a of [...r.manjians, ...r.discounts]) {
          const lines = r.lines.filter((l) => (a.kind === 'manjian' ? l.manjianId : l.discountId) === a.id);
          const shares = lines.reduce((s, l) => s + (a.kind === 'manjian' ? l.manjianAmount : l.discountAmount), 0);
          expect(shares).toBe(a.reduction);
          expect(a.reduction).toBeLessThanOrEqual(a.eligibleAmount);
          expect(a.eligibleAmount).toBe(lines.filter((l) => l.counted).reduce((s, l) => s + l.rawPrice, 0));
          for (const t of a.tiers) expect(t.status).toBe(a.eligibleAmount >= t.amount ? 1 : 0);
          const firstUnreached = a.tiers.findIndex((t) => t.status === 0);
          if (firstUnreached >= 0) expect(a.tiers.slice(firstUnreached).every((t) => t.status === 0)).toBe(true);
          if (a.applied) expect(a.eligibleAmount).toBeGreaterThanOrEqual(a.applied.amount);
          else expect(a.reduction).toBe(0);
        }
        // a line joins at most one activity of each kind
        for (const l of r.lines) {
          expect(r.manjians.filter((a) => a.lineIds.includes(l.id)).length).toBeLessThanOrEqual(1);
          expect(r.discounts.filter((a) => a.lineIds.includes(l.id)).length).toBeLessThanOrEqual(1);
        }
      }),
      RUNS,
    );
  });

  it('a single reached discount floors the payable of the activity: ⌊Σ × rate / 100⌋', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: fc.integer({ min: 1, max: 99_999 }), n: fc.integer({ min: 1, max: 99 }) }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 99 }),
        (rows, rate) => {
          const g = new Map(rows.map((row, i) => [i + 1, goods(i + 1, { basePrice: row.price, stock: 10_000 })]));
          const lines = rows.map((row, i) => ({ id: i + 1, goodsId: i + 1, type: 1, number: row.n, isSelected: true }));
          const activities: Activity[] = [{ id: 1, kind: 'discount', name: 'd', scope: 'all', goodsIds: [], tiers: [{ amount: 1, value: rate }], withCoupon: true }];
          const r = priceCart({ lines, goods: g, activities, shipping: { shippingAmount: 0, noTransOrderAmount: 0 } });
          expect(r.totals.orderAmount).toBe(Math.floor((r.totals.goodsAmount * rate) / 100));
        },
      ),
      RUNS,
    );
  });

  it('totals do not depend on the order of the lines', () => {
    fc.assert(
      fc.property(cartArb, fc.integer(), (input, seed) => {
        const shuffled = [...input.lines].sort((a, b) => ((a.id * 7919 + seed) % 97) - ((b.id * 7919 + seed) % 97));
        expect(priceCart({ ...input, lines: shuffled }).totals).toEqual(priceCart(input).totals);
      }),
      RUNS,
    );
  });

  it('selecting one more buyable line never lowers the goods amount or a tier status', () => {
    fc.assert(
      fc.property(cartArb, fc.nat(), (input, pick) => {
        if (input.lines.length === 0) return;
        const i = pick % input.lines.length;
        const off = input.lines.map((l, j) => (j === i ? { ...l, isSelected: false } : l));
        const on = input.lines.map((l, j) => (j === i ? { ...l, isSelected: true } : l));
        const a = priceCart({ ...input, lines: off });
        const b = priceCart({ ...input, lines: on });
        expect(b.totals.goodsAmount).toBeGreaterThanOrEqual(a.totals.goodsAmount);
        for (const act of b.manjians) {
          const before = a.manjians.find((x) => x.id === act.id)!;
          expect(act.tiers.filter((t) => t.status === 1).length).toBeGreaterThanOrEqual(before.tiers.filter((t) => t.status === 1).length);
        }
      }),
      RUNS,
    );
  });
});
