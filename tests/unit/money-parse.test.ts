/** Yuan text → fen in integers (the one parser behind every yuan input). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fenToYuan, parseYuanToFen } from '../../src/lib/money';

describe('parseYuanToFen', () => {
  it('reads whole yuan, one or two decimals, without binary rounding', () => {
    expect(parseYuanToFen('12.5')).toBe(1250);
    expect(parseYuanToFen('0.01')).toBe(1);
    expect(parseYuanToFen('100')).toBe(10_000);
    expect(parseYuanToFen('1.15')).toBe(115); // 1.15 * 100 is 114.99999999999999 in floating point
    expect(parseYuanToFen('4.35')).toBe(435);
    expect(parseYuanToFen(' 8.00 ')).toBe(800);
  });

  it('refuses anything that is not a plain yuan amount', () => {
    for (const bad of ['', '1.234', '-1', '1e3', 'abc', '¥1', '1.', '.5', '1,000']) expect(parseYuanToFen(bad), bad).toBeNull();
  });

  it('property: fen → yuan text → fen is the identity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (fen) => {
        expect(parseYuanToFen(fenToYuan(fen))).toBe(fen);
      }),
    );
  });
});
