import { describe, expect, it } from 'vitest';
import { couponReduction, shippingFor } from '../../../src/server/pricing';

const S = { shippingAmount: 1500, noTransOrderAmount: 80_000 };

describe('shipping', () => {
  it('free when a selected single-item free-shipping line reaches its qg_number', () => {
    expect(shippingFor([{ isDpby: true, qgNumber: 10, number: 10 }], 100, S)).toMatchObject({ fee: 0, free: true, freeReason: 'single_item' });
    expect(shippingFor([{ isDpby: true, qgNumber: 10, number: 9 }], 100, S)).toMatchObject({ fee: 1500, free: false, need: 79_900 });
    expect(shippingFor([{ isDpby: false, qgNumber: 0, number: 99 }], 100, S)).toMatchObject({ fee: 1500 });
  });
  it('otherwise free from the order amount threshold, else the shipping amount', () => {
    expect(shippingFor([{ isDpby: false, qgNumber: 0, number: 1 }], 80_000, S)).toMatchObject({ fee: 0, freeReason: 'order_amount', need: 0 });
    expect(shippingFor([{ isDpby: false, qgNumber: 0, number: 1 }], 79_999, S)).toMatchObject({ fee: 1500, need: 1 });
  });
  it('nothing selected ships nothing', () => {
    expect(shippingFor([], 0, S)).toMatchObject({ fee: 0, free: false });
  });
  it('a zero threshold never frees by amount; a zero fee is always free', () => {
    expect(shippingFor([{ isDpby: false, qgNumber: 0, number: 1 }], 10 ** 9, { shippingAmount: 800, noTransOrderAmount: 0 })).toMatchObject({ fee: 800, need: 0 });
    expect(shippingFor([{ isDpby: false, qgNumber: 0, number: 1 }], 1, { shippingAmount: 0, noTransOrderAmount: 5000 })).toMatchObject({ fee: 0, free: true });
  });
});

describe('coupons', () => {
  it('apply from their threshold and never take off more than the eligible amount', () => {
    expect(couponReduction({ kind: 'amount', threshold: 100_000, value: 3000 }, 99_999)).toBe(0);
    expect(couponReduction({ kind: 'amount', threshold: 100_000, value: 3000 }, 100_000)).toBe(3000);
    expect(couponReduction({ kind: 'amount', threshold: 0, value: 3000 }, 1200)).toBe(1200);
    expect(couponReduction(null, 1200)).toBe(0);
  });
  it('rate coupons floor the payable and respect a cap', () => {
    expect(couponReduction({ kind: 'rate', threshold: 0, rate: 95, maxOff: 10_000 }, 1001)).toBe(51);
    expect(couponReduction({ kind: 'rate', threshold: 0, rate: 50, maxOff: 100 }, 10_000)).toBe(100);
    expect(couponReduction({ kind: 'rate', threshold: 0, rate: 100 }, 10_000)).toBe(0);
  });
});
