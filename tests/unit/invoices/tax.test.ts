import { describe, expect, it } from 'vitest';
import { splitTax, taxRateOf } from '../../../src/server/invoices/tax';

describe('invoice tax', () => {
  it('rates by goods kind: medicines and devices 13 %, 中药饮片 9 %', () => {
    expect(taxRateOf('medicine')).toEqual({ category: '药品', rate: 13 });
    expect(taxRateOf('device')).toEqual({ category: '医疗器械', rate: 13 });
    expect(taxRateOf('herbal')).toEqual({ category: '中药饮片', rate: 9 });
  });

  it('splits a tax-inclusive amount so amount + tax is exactly the line’s money', () => {
    expect(splitTax(990, 13)).toEqual({ net: 876, tax: 114 });
    expect(splitTax(1500, 9)).toEqual({ net: 1376, tax: 124 });
    for (const gross of [0, 1, 99, 12_345, 9_999_999]) {
      for (const rate of [9, 13]) {
        const { net, tax } = splitTax(gross, rate);
        expect(net + tax).toBe(gross);
        expect(tax).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
