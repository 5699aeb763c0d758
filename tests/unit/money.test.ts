import { describe, expect, it } from 'vitest';
import { fenToYuan, floorFen, formatYuan } from '../../src/lib/money';

describe('money at the edge', () => {
  it('formats fen as yuan with two decimals', () => {
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(1250)).toBe('12.50');
    expect(fenToYuan(-1999)).toBe('-19.99');
    expect(formatYuan(123456)).toBe('¥1,234.56');
  });
  it("formats ¥ with thousands separators, from fen or from the API's yuan strings", () => {
    expect(formatYuan(4985880)).toBe('¥49,858.80');
    expect(formatYuan(0)).toBe('¥0.00');
    expect(formatYuan(99999)).toBe('¥999.99');
    expect(formatYuan(100000)).toBe('¥1,000.00');
    expect(formatYuan(123456789012)).toBe('¥1,234,567,890.12');
    expect(formatYuan(-1250)).toBe('-¥12.50');
    expect(formatYuan('49858.80')).toBe('¥49,858.80');
    expect(formatYuan('1000000.00')).toBe('¥1,000,000.00');
    expect(formatYuan('12.50')).toBe('¥12.50');
  });
  it('always writes two decimals, hint and rule texts too (issue 27: 「¥14」 reads ¥14.00)', () => {
    expect(formatYuan(1400)).toBe('¥14.00');
    expect(formatYuan(39900000)).toBe('¥399,000.00');
    expect(formatYuan('14')).toBe('¥14.00');
    expect(formatYuan('3.2')).toBe('¥3.20');
  });
  it('floors fractions of a fen', () => {
    expect(floorFen(1999 * 0.94)).toBe(1879); // 1879.06
    expect(floorFen(333.9999)).toBe(333);
    expect(floorFen(100 * 0.29 * 100) / 100).toBe(29); // float noise 2899.9999999999995 still counts as 2900
  });
});
