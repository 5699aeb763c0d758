import { describe, expect, it } from 'vitest';
import { consolationOf, pickPrize } from '../../../src/server/lottery/engine';
import { cryptoRandom, seededRandom } from '../../../src/server/lottery/random';
import { chancesAllowed } from '../../../src/server/lottery/chances';
import { maskCompany, maskPhone } from '../../../src/server/lottery/mask';

const PRIZES = [
  { id: 1, weight: 4000, stock: null, kind: 'points' },
  { id: 2, weight: 2000, stock: null, kind: 'coupon' },
  { id: 3, weight: 1500, stock: null, kind: 'points' },
  { id: 4, weight: 500, stock: null, kind: 'balance' },
  { id: 5, weight: 300, stock: null, kind: 'goods' },
  { id: 6, weight: 1700, stock: null, kind: 'none' },
];

/** χ² critical value for 5 degrees of freedom at p = 0.001. */
const CHI2_5_DF_P001 = 20.515;

function chiSquare(random: ReturnType<typeof seededRandom>, n: number): number {
  const counts = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const p = pickPrize(PRIZES, random)!;
    counts.set(p.id, (counts.get(p.id) ?? 0) + 1);
  }
  return PRIZES.reduce((sum, p) => {
    const expected = (n * p.weight) / 10000;
    const observed = counts.get(p.id) ?? 0;
    return sum + (observed - expected) ** 2 / expected;
  }, 0);
}

describe('prize distribution', () => {
  it('follows the weights (χ² over 200,000 seeded draws within tolerance)', () => {
    for (const seed of [1, 42, 20261123]) {
      expect(chiSquare(seededRandom(seed), 200_000)).toBeLessThan(CHI2_5_DF_P001);
    }
  });

  it('a skewed distribution is caught by the same test (the test can fail)', () => {
    const s = seededRandom(5);
    const biased = { below: (max: number) => Math.floor(Math.sqrt(s.below(1e9) / 1e9) * max) };
    expect(chiSquare(biased, 200_000)).toBeGreaterThan(CHI2_5_DF_P001);
  });

  it('the crypto source also fits the weights', () => {
    expect(chiSquare(cryptoRandom, 100_000)).toBeLessThan(CHI2_5_DF_P001 * 1.5);
  });

  it('a seeded source repeats its sequence; prizes without weight are never picked', () => {
    const a = seededRandom(9);
    const b = seededRandom(9);
    expect(Array.from({ length: 20 }, () => a.below(1000))).toEqual(Array.from({ length: 20 }, () => b.below(1000)));
    const zero = [
      { id: 1, weight: 0, stock: null, kind: 'points' },
      { id: 2, weight: 10, stock: null, kind: 'none' },
    ];
    const r = seededRandom(3);
    for (let i = 0; i < 1000; i++) expect(pickPrize(zero, r)!.id).toBe(2);
    expect(pickPrize([{ id: 1, weight: 0, stock: null, kind: 'none' }], r)).toBeUndefined();
    expect(consolationOf(PRIZES)!.id).toBe(6);
  });
});

describe('chance rule', () => {
  const rule = { freeChances: 1, chanceEveryFen: 100_000, maxChances: 5 };
  it('one free chance plus one per ¥1000 paid, capped', () => {
    expect(chancesAllowed(rule, 0)).toBe(1);
    expect(chancesAllowed(rule, 99_999)).toBe(1);
    expect(chancesAllowed(rule, 100_000)).toBe(2);
    expect(chancesAllowed(rule, 350_000)).toBe(4);
    expect(chancesAllowed(rule, 10_000_000)).toBe(5);
    expect(chancesAllowed({ ...rule, chanceEveryFen: null }, 10_000_000)).toBe(1);
  });
});

describe('masking (PIPL)', () => {
  it('never shows a full phone or company', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskCompany('杭州仁心大药房有限公司')).toBe('杭州****公司');
    expect(maskCompany('康泰')).toBe('康***');
  });
});
