import { describe, expect, it } from 'vitest';
import { lineEquation } from '../../../src/lib/line-equation';
import { storedLinePrice } from '../../../src/server/pricing';

const stored = { number: 10, listPrice: 1390, unitPrice: 1390, lineUnitPrice: 1306, rawAmount: 13900, manjianAmount: 0, discountAmount: 834, couponAmount: 0, payAmount: 13066 };

describe('the visible sum of a line (issue 27)', () => {
  it('unit × number = raw, then each reduction down to what is charged', () => {
    expect(lineEquation({ number: 10, base_unit_price: '13.90', raw_amount: '139.00', discount_amount: '8.34', amount: '130.66' })).toBe(
      '¥13.90 × 10 = ¥139.00 − 折扣 ¥8.34 = ¥130.66',
    );
    expect(
      lineEquation({
        number: 2,
        base_unit_price: '1000.00',
        raw_amount: '2000.00',
        discount_amount: '0.00',
        amount: '2000.00',
        manjian_amount: '50.00',
        coupon_amount: '5.25',
        charged: '1944.75',
      }),
    ).toBe('¥1,000.00 × 2 = ¥2,000.00 − 满减 ¥50.00 − 优惠券 ¥5.25 = 实付 ¥1,944.75');
    expect(lineEquation({ number: 3, base_unit_price: '14', raw_amount: '42', discount_amount: '0.00', amount: '42.00' })).toBe('¥14.00 × 3 = ¥42.00');
  });

  it('a type-1 ladder (bands) is not written as one unit price times the quantity', () => {
    // 25 units = 4×1.00 + 15×0.90 + 6×0.85 = 22.60; the shown unit (floored average) is 0.90.
    expect(lineEquation({ number: 25, base_unit_price: '0.90', raw_amount: '22.60', discount_amount: '0.00', amount: '22.60' })).toBe('25 件分段阶梯价合计 ¥22.60');
  });

  it('a stored order line gives back the model step 2 showed; older lines get the line unit price from their amounts', () => {
    expect(storedLinePrice(stored)).toMatchObject({ listUnitPrice: 1390, baseUnitPrice: 1390, unitPrice: 1306, amount: 13066, charged: 13066, finalUnitPrice: 1306 });
    expect(storedLinePrice({ ...stored, listPrice: null, lineUnitPrice: null })).toMatchObject({ listUnitPrice: 1390, unitPrice: 1306 });
    const shared = storedLinePrice({ ...stored, manjianAmount: 700, couponAmount: 166, payAmount: 12200 });
    expect([shared.amount - shared.manjianAmount - shared.couponAmount, shared.charged]).toEqual([12200, 12200]);
    expect(shared.orderApplied.map((a) => a.kind)).toEqual(['manjian', 'coupon']);
  });
});
