import { describe, expect, it } from 'vitest';
import { fenToYuan, floorFen, formatYuan } from '../../src/lib/money';

describe('money at the edge', () => {
  it('formats fen as yuan with two decimals', () => {
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(1250)).toBe('12.50');
    expect(fenToYuan(-1999)).toBe('-19.99');
    expect(formatYuan(123456)).toBe('¥1234.56');
  });
  it('floors fractions of a fen', () => {
    expect(floorFen(1999 * 0.94)).toBe(1879); // 1879.06
    expect(floorFen(333.9999)).toBe(333);
    expect(floorFen(100 * 0.29 * 100) / 100).toBe(29); // float noise 2899.9999999999995 still counts as 2900
  });
});
