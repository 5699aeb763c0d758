import { describe, expect, it } from 'vitest';
import { ladderPrice, marginalPrice, normalizeTiers } from '../../../src/server/pricing';

const TIERS = [
  { number: 5, price: 90 },
  { number: 20, price: 85 },
];

describe('ladder prices — worked examples (base 100 fen, tiers from 5 at 90, from 20 at 85)', () => {
  it("type 1, up-to-quantity bands: each band's price applies to the units inside it", () => {
    const at = (n: number) => ladderPrice(100, TIERS, 1, n).amount;
    expect(at(1)).toBe(100);
    expect(at(4)).toBe(400); // all in the base band
    expect(at(5)).toBe(490); // 4 × 100 + 1 × 90
    expect(at(19)).toBe(1750); // 4 × 100 + 15 × 90
    expect(at(20)).toBe(1835); // 4 × 100 + 15 × 90 + 1 × 85
    expect(at(25)).toBe(2260); // 4 × 100 + 15 × 90 + 6 × 85
    const p = ladderPrice(100, TIERS, 1, 25);
    expect(p.unitPrice).toBe(90); // 2260 / 25 = 90.4, floored for display
    expect(p.tier).toEqual({ number: 20, price: 85 });
    expect(p.nextTier).toBeNull();
  });

  it('full-quantity tiers: the whole quantity pays the highest tier reached', () => {
    const at = (n: number) => ladderPrice(100, TIERS, 0, n);
    expect(at(4)).toMatchObject({ amount: 400, unitPrice: 100, tier: null, nextTier: { tier: { number: 5, price: 90 }, more: 1 } });
    expect(at(5)).toMatchObject({ amount: 450, unitPrice: 90, tier: { number: 5, price: 90 } });
    expect(at(19).amount).toBe(1710);
    expect(at(20).amount).toBe(1700); // cheaper than 19 units: the tier price says so
    expect(at(25)).toMatchObject({ amount: 2125, unitPrice: 85, nextTier: null });
  });

  it('any type other than 1 is full-quantity (0, 2, null-ish)', () => {
    expect(ladderPrice(100, TIERS, 2, 25).amount).toBe(2125);
    expect(ladderPrice(100, TIERS, 0, 25).amount).toBe(2125);
  });

  it('without tiers the base price applies to every unit', () => {
    expect(ladderPrice(1234, [], 1, 7)).toMatchObject({ amount: 8638, unitPrice: 1234, tier: null, nextTier: null });
    expect(ladderPrice(1234, null, 0, 7).amount).toBe(8638);
  });

  it('next tier says how many more units reach it', () => {
    expect(ladderPrice(100, TIERS, 1, 7).nextTier).toEqual({ tier: { number: 20, price: 85 }, more: 13 });
  });

  it('normalises tiers: unsorted, duplicates (lower price wins), junk and one-unit tiers', () => {
    const messy = [
      { number: 20, price: 85 },
      { number: 5, price: 95 },
      { number: 5, price: 90 },
      { number: 0, price: 1 },
      { number: 10, price: -3 },
      { number: 3.5, price: 80 },
      { number: 1, price: 99 },
    ] as never;
    expect(normalizeTiers(100, messy)).toEqual({
      base: 99,
      tiers: [
        { number: 5, price: 90 },
        { number: 20, price: 85 },
      ],
    });
    expect(ladderPrice(100, messy, 1, 5).amount).toBe(4 * 99 + 90);
  });

  it('marginal price is the price of the band holding the n-th unit', () => {
    expect([1, 4, 5, 19, 20, 99].map((n) => marginalPrice(100, TIERS, n))).toEqual([100, 100, 90, 90, 85, 85]);
  });

  it('a non-positive or fractional quantity prices nothing', () => {
    expect(ladderPrice(100, TIERS, 1, 0).amount).toBe(0);
    expect(ladderPrice(100, TIERS, 0, -3).amount).toBe(0);
    expect(ladderPrice(100, TIERS, 0, 2.5).amount).toBe(0);
  });
});
