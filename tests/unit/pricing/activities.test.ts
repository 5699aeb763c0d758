import { describe, expect, it } from 'vitest';
import { activityFor, allocate, bestTier, nextTier, normalizeActivityTiers, tierReduction, tierStatuses } from '../../../src/server/pricing';
import { nextHintText, rateText, tierLabel } from '../../../src/server/promotions/vocabulary';
import { fenToYuan } from '../../../src/lib/money';

const yuan = (fen: number) => `¥${fenToYuan(fen)}`;
const MJ = [
  { amount: 39_900, value: 2000 },
  { amount: 79_900, value: 5000 },
  { amount: 159_900, value: 12_000 },
];

describe('activity tiers', () => {
  it('status 1 when the eligible amount is at least the tier amount; reached tiers first', () => {
    expect(tierStatuses(MJ, 80_000)).toEqual([
      { amount: 39_900, value: 2000, status: 1 },
      { amount: 79_900, value: 5000, status: 1 },
      { amount: 159_900, value: 12_000, status: 0 },
    ]);
    expect(tierStatuses(MJ, 39_900)[0]).toMatchObject({ amount: 39_900, status: 1 }); // exactly the amount counts
    expect(tierStatuses(MJ, 39_899).every((t) => t.status === 0)).toBe(true);
    // reached first even when the input is not ascending
    const odd = [
      { amount: 500, value: 1 },
      { amount: 100, value: 9 },
      { amount: 300, value: 5 },
    ];
    expect(tierStatuses(odd, 400).map((t) => [t.amount, t.status])).toEqual([
      [100, 1],
      [300, 1],
      [500, 0],
    ]);
  });

  it('only the best reached tier applies', () => {
    expect(bestTier('manjian', MJ, 80_000)).toEqual({ amount: 79_900, value: 5000 });
    expect(bestTier('manjian', MJ, 39_899)).toBeNull();
    // a lower tier worth more wins (odd data): the buyer gets the best reached reduction
    expect(
      bestTier(
        'manjian',
        [
          { amount: 100, value: 50 },
          { amount: 200, value: 30 },
        ],
        250,
      ),
    ).toEqual({ amount: 100, value: 50 });
    expect(
      bestTier(
        'discount',
        [
          { amount: 100, value: 95 },
          { amount: 200, value: 90 },
        ],
        250,
      ),
    ).toEqual({ amount: 200, value: 90 });
  });

  it('reductions: 满减 capped by the amount, 满折 floors the payable', () => {
    expect(tierReduction('manjian', { amount: 100, value: 500 }, 300)).toBe(300);
    expect(tierReduction('discount', { amount: 100, value: 95 }, 1001)).toBe(1001 - 950); // 950.95 → 950 payable
    expect(tierReduction('discount', { amount: 100, value: 95 }, 0)).toBe(0);
  });

  it('normalises tiers: sorted, duplicates keep the better value, discount rates 1–99 only', () => {
    expect(
      normalizeActivityTiers('manjian', [
        { amount: 200, value: 10 },
        { amount: 100, value: 5 },
        { amount: 200, value: 12 },
        { amount: 0, value: 3 },
      ]),
    ).toEqual([
      { amount: 100, value: 5 },
      { amount: 200, value: 12 },
    ]);
    expect(
      normalizeActivityTiers('discount', [
        { amount: 100, value: 100 },
        { amount: 100, value: 95 },
        { amount: 100, value: 96 },
      ]),
    ).toEqual([{ amount: 100, value: 95 }]);
  });

  it('next tier and its hint', () => {
    expect(nextTier(MJ, 50_000)).toEqual({ tier: { amount: 79_900, value: 5000 }, need: 29_900 });
    expect(nextTier(MJ, 200_000)).toBeNull();
    expect(nextHintText('manjian', nextTier(MJ, 50_000)!, yuan)).toBe('再买¥299.00 可减¥50.00');
    expect(nextHintText('discount', { tier: { amount: 50_000, value: 95 }, need: 100 }, yuan)).toBe('再买¥1.00 可享9.5折');
    expect(tierLabel('manjian', MJ[0]!, yuan)).toBe('满¥399.00减¥20.00');
    expect(tierLabel('discount', { amount: 150_000, value: 90 }, yuan)).toBe('满¥1500.00享9折');
    expect(rateText(94)).toBe('9.4折');
  });

  it('allocates exactly: shares sum to the total, none above its weight, remainders to the largest fractions', () => {
    expect(allocate(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(allocate(100, [1, 1, 1])).toEqual([1, 1, 1]); // never more than the weights
    expect(allocate(10, [300, 600, 100])).toEqual([3, 6, 1]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(5, [0, 0])).toEqual([0, 0]);
    expect(allocate(7, [2, 5])).toEqual([2, 5]);
    // huge amounts stay exact (amount × weight beyond 2^53)
    const big = allocate(99_999_999, [9_999_900_000_000, 1, 3]);
    expect(big.reduce((s, x) => s + x, 0)).toBe(99_999_999);
  });

  it('a line joins one activity of a kind: goods-scoped before all-goods, then lowest id; 含麻 none', () => {
    const all = { id: 1, scope: 'all' as const, goodsIds: [] };
    const a7 = { id: 7, scope: 'goods' as const, goodsIds: [5] };
    const a3 = { id: 3, scope: 'goods' as const, goodsIds: [5] };
    expect(activityFor([all, a7, a3], 5, false)?.id).toBe(3);
    expect(activityFor([all, a7], 6, false)?.id).toBe(1);
    expect(activityFor([all, a7], 5, true)).toBeNull();
  });
});
