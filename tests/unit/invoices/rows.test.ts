/**
 * The e-invoice's lines (issue 27): each prints the final 单价 (after every discount) with 数量 × 单价 = 金额 to
 * the fen, and Σ 金额 + Σ 税额 = 价税合计 = Σ the lines' charged amounts (+ 运费) — the order's payable.
 */
import { describe, expect, it } from 'vitest';
import { invoiceRows } from '../../../src/server/invoices/pdf';
import { exactUnitPrice } from '../../../src/lib/line-equation';

describe('e-invoice lines', () => {
  it('prints the exact final unit price: whole fen as 2 decimals, else up to 8', () => {
    expect(exactUnitPrice(13_066, 10)).toBe('13.066');
    expect(exactUnitPrice(1_390, 1)).toBe('13.90');
    expect(exactUnitPrice(10_000, 3)).toBe('33.33333333');
    expect(exactUnitPrice(0, 5)).toBe('0.00');
  });

  it('数量 × 单价 = 金额 on every line and the lines add up to the total, for many charged amounts', () => {
    let seed = 27;
    const rnd = (n: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % n;
    for (let run = 0; run < 200; run++) {
      const items = Array.from({ length: 1 + rnd(12) }, (_, i) => ({
        category: '药品',
        rate: rnd(2) ? 13 : 9,
        name: `商品${i}`,
        spec: '',
        unit: '盒',
        quantity: 1 + rnd(500),
        gross: rnd(5_000_000),
      }));
      const rows = invoiceRows(items);
      for (const r of rows) expect(Math.round(r.quantity * Number(r.unitPrice) * 100)).toBe(r.net);
      expect(rows.reduce((s, r) => s + r.net + r.tax, 0)).toBe(items.reduce((s, i) => s + i.gross, 0));
    }
  });
});
