import { describe, expect, it } from 'vitest';
import { MAX_LINE_NUMBER, quantityMessage, quantityProblem, quantityRange } from '../../../src/server/pricing';
import { goods } from './fixtures';

describe('quantity limits', () => {
  it('accepts 1 … stock', () => {
    expect(quantityProblem(goods(1, { stock: 5 }), 1)).toBeNull();
    expect(quantityProblem(goods(1, { stock: 5 }), 5)).toBeNull();
  });
  it('refuses 0, negatives, fractions and more than 99 999', () => {
    for (const n of [0, -1, 1.5, Number.NaN]) expect(quantityProblem(goods(1), n)).toEqual({ kind: 'min', limit: 1 });
    expect(quantityProblem(goods(1, { stock: 200_000 }), MAX_LINE_NUMBER + 1)).toEqual({ kind: 'max_number', limit: MAX_LINE_NUMBER });
  });
  it('names the purchase limit, the 含麻 limit and the stock', () => {
    const limited = goods(1, { xgNumber: 10 });
    expect(quantityProblem(limited, 11)).toEqual({ kind: 'xg_number', limit: 10 });
    expect(quantityMessage({ kind: 'xg_number', limit: 10 }, '盒')).toBe('该商品限购 10盒');
    expect(quantityProblem(goods(1, { isEphedrine: true, ephedrineLimit: 2 }), 3)).toEqual({ kind: 'ephedrine', limit: 2 });
    expect(quantityMessage({ kind: 'ephedrine', limit: 2 }, '盒')).toContain('每单限购 2盒');
    expect(quantityProblem(goods(1, { stock: 8 }), 9)).toEqual({ kind: 'stock', limit: 8 });
    expect(quantityMessage({ kind: 'stock', limit: 8 }, '瓶')).toBe('库存不足，当前库存 8瓶');
    expect(quantityMessage({ kind: 'stock', limit: 0 }, '瓶')).toBe('该商品已售罄');
  });
  it('goods sold only by the middle pack need multiples of it', () => {
    const g = goods(1, { midPack: 10, onlyMidPack: true });
    expect(quantityProblem(g, 15)).toEqual({ kind: 'mid_pack', limit: 10 });
    expect(quantityProblem(g, 20)).toBeNull();
    expect(quantityMessage({ kind: 'mid_pack', limit: 10 })).toContain('10 的整数倍');
    // a middle pack without the "only" flag does not restrict the quantity
    expect(quantityProblem(goods(1, { midPack: 10 }), 15)).toBeNull();
  });
  it('gives the stepper range: step = 中包装 for pack-only goods, min/max honour limits, stock and packs', () => {
    expect(quantityRange(goods(1, { stock: 1000 }))).toEqual({ min: 1, max: 1000, step: 1 });
    expect(quantityRange(goods(1, { stock: 1000, midPack: 10 }))).toEqual({ min: 1, max: 1000, step: 1 });
    expect(quantityRange(goods(1, { stock: 95, midPack: 10, onlyMidPack: true, xgNumber: 0 }))).toEqual({ min: 10, max: 90, step: 10 });
    expect(quantityRange(goods(1, { stock: 1000, xgNumber: 30 })).max).toBe(30);
    expect(quantityRange(goods(1, { stock: 500_000 })).max).toBe(MAX_LINE_NUMBER);
    expect(quantityRange(goods(1, { stock: 0 })).max).toBe(0);
  });
});
