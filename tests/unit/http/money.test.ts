/** The one server parser of yuan amounts (src/server/http/money.ts): integers only, each form's own messages. */
import { describe, expect, it } from 'vitest';
import { fenOf, optionalYuan, yuan } from '../../../src/server/http/money';
import { editInput } from '../../../src/server/console/goods';
import { creditInput, moneyInput } from '../../../src/server/console/members';
import { voucherBatchInput } from '../../../src/server/console/finance';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('fenOf', () => {
  it('reads yuan into fen exactly, never through floating point', () => {
    expect(fenOf('12.3')).toBe(1230);
    expect(fenOf('1.15')).toBe(115); // 1.15 * 100 = 114.99999999999999
    expect(fenOf('0.29')).toBe(29); // 0.29 * 100 = 28.999999999999996
    expect(fenOf(' 8 ')).toBe(800);
    expect(fenOf('-0.5', { signed: true })).toBe(-50);
  });

  it('refuses what the integer parser refuses, and more digits than a form allows', () => {
    for (const bad of ['0.015', '1e3', '¥1', '', '-1', '1.', '.5', '1,000']) expect(fenOf(bad), bad).toBeNull();
    expect(fenOf('12345678', { digits: 7 })).toBeNull();
    expect(fenOf('1234567', { digits: 7 })).toBe(123_456_700);
  });
});

describe('yuan fields keep each form’s wording', () => {
  it('promotion forms (the defaults)', () => {
    const f = yuan('套餐价', { positive: true });
    expect(f.parse('19.9')).toBe(1990);
    expect(f.parse(19.9)).toBe(1990);
    expect(messages(f.safeParse(''))).toEqual([': 请输入套餐价']);
    expect(messages(f.safeParse('0.015'))).toEqual([': 套餐价应为金额，最多两位小数']);
    expect(messages(f.safeParse('0'))).toEqual([': 套餐价须大于 0']);
    expect(messages(f.safeParse('99999999'))).toEqual([': 套餐价不能超过 ¥10,000,000']);
  });

  it('optional amounts: blank is absent', () => {
    const f = optionalYuan('金额', { messages: { format: '金额格式不正确' } });
    expect(f.parse('')).toBeUndefined();
    expect(f.parse(undefined)).toBeUndefined();
    expect(f.parse('3.5')).toBe(350);
    expect(messages(f.safeParse('3.555'))).toEqual([': 金额格式不正确']);
  });

  it('console goods, members and vouchers: integer fen where they used Math.round(Number(v) * 100)', () => {
    const goods = editInput.shape.base_price;
    expect(goods.parse('4.35')).toBe(435);
    expect(messages(goods.safeParse('4.355'))).toEqual([': 供货价应为金额（元），最多两位小数']);
    expect(messages(goods.safeParse('0'))).toEqual([': 供货价必须大于 0']);
    expect(creditInput.shape.credit_limit.parse('1000.50')).toBe(100_050);
    expect(moneyInput.safeParse({ kind: 'adjustment', amount: '-0.29', reason: '冲正多充金额' })).toMatchObject({ success: true, data: { amount: -29 } });
    expect(messages(creditInput.safeParse({ credit_limit: '1.234', term_days: '30' }))).toEqual(['credit_limit: 账期额度应为金额（元），最多两位小数']);
    const voucher = voucherBatchInput.shape.value;
    expect(voucher.parse('0.07')).toBe(7);
    expect(messages(voucher.safeParse(undefined))).toEqual([': 请填写面值']);
    expect(messages(voucher.safeParse('1234567'))).toEqual([': 面值应为金额（元），最多两位小数']);
  });
});
