import { describe, expect, it } from 'vitest';
import { ean13, ean13CheckDigit } from '../../../src/server/seed/barcodes';
import { generateDemoData } from '../../../src/server/seed/generate';

describe('demo goods barcodes', () => {
  it('computes the EAN-13 check digit', () => {
    expect(ean13CheckDigit('690123456789')).toBe(2); // 6901234567892, a known valid code
    expect(ean13('400638133393')).toBe('4006381333931');
  });

  it('gives every single goods a unique 69… EAN-13 with a valid check digit, and combinations none', () => {
    const { goods } = generateDemoData({ goodsCount: 800 });
    const single = goods.filter((g) => g.type === 1);
    for (const g of single) {
      expect(g.barcode).toMatch(/^69\d{11}$/);
      expect(Number(g.barcode.at(-1))).toBe(ean13CheckDigit(g.barcode.slice(0, 12)));
    }
    expect(new Set(single.map((g) => g.barcode)).size).toBe(single.length);
    for (const g of goods.filter((x) => x.type !== 1)) expect(g.barcode).toBe('');
  });
});
