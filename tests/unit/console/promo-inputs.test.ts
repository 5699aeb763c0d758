/**
 * The promotion forms' pure rules (issue 18 item 8): multi-line fields, tier parsing that refuses
 * anything that could take a payable amount below zero, the prize-table odds rule, coupon values,
 * and when a daily schedule meets a one-off window (the one-price-changing-activity rule).
 */
import { describe, expect, it } from 'vitest';
import { textLines, when } from '../../../src/server/console/promo-inputs';
import { parseTier } from '../../../src/server/console/promo-rules';
import { lotteryInput } from '../../../src/server/console/promo-lottery';
import { couponInput } from '../../../src/server/console/promo-coupons';
import { scheduleMeets } from '../../../src/server/console/promo-overlap';
import { priceActivityInput } from '../../../src/server/console/promo-price';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('multi-line fields', () => {
  it('split at commas when a line has one (names may hold spaces), else at spaces; blank lines are skipped', () => {
    expect(textLines('1024, 12.50, 30, 2\n\n 2048 9.9 10 0 \n满 200 减 15，优惠券，0')).toEqual([
      ['1024', '12.50', '30', '2'],
      ['2048', '9.9', '10', '0'],
      ['满 200 减 15', '优惠券', '0'],
    ]);
  });

  it('read datetime-local values as Shanghai wall-clock time and refuse other text', () => {
    expect(when('开始时间').parse('2026-11-26T10:00').toISOString()).toBe('2026-11-26T02:00:00.000Z');
    expect(when('开始时间').parse('2026-11-26 00:30').toISOString()).toBe('2026-11-25T16:30:00.000Z');
    expect(issues(when('开始时间').safeParse('明天'))).toEqual([': 开始时间格式应为 2026-01-31 10:00']);
  });
});

describe('tiers', () => {
  it('满减 must take off less than its threshold; 满折 is 1–99; 买赠 whole units; cash-back less than its threshold', () => {
    expect(parseTier('manjian', { amount: '399', value: '20' })).toEqual({ amount: 39_900, value: 2_000 });
    expect(parseTier('manjian', { amount: '100', value: '100' })).toBe('减免金额须小于门槛金额');
    expect(parseTier('manjian', { amount: '100', value: '0' })).toBe('减免金额应为大于 0 的金额');
    expect(parseTier('discount', { amount: '500', value: '95' })).toEqual({ amount: 50_000, value: 95 });
    expect(parseTier('discount', { amount: '500', value: '100' })).toMatch(/1–99/);
    expect(parseTier('discount', { amount: '500', value: '0' })).toMatch(/1–99/);
    expect(parseTier('gift', { amount: '10', value: '1' })).toEqual({ amount: 10, value: 1 });
    expect(parseTier('gift', { amount: '1.5', value: '1' })).toMatch(/正整数/);
    expect(parseTier('cashback', { amount: '1000', value: '1000.01' })).toBe('返现金额须小于门槛金额');
  });
});

describe('prize tables', () => {
  const table = (prizes: string) =>
    lotteryInput.safeParse({ name: '抽奖', starts_at: '2026-11-26T00:00', ends_at: '2026-11-27T00:00', free_chances: '1', max_chances: '3', prizes });

  it('accept odds that add up to exactly 100% and store them as 万分之 weights', () => {
    const r = table('100积分, 积分, 100, 33.33, 不限\n¥5余额, 余额, 5, 33.33, 10\n谢谢参与, 谢谢参与, 0, 33.34, 不限');
    expect(r.success).toBe(true);
    expect(r.data!.prizes.map((p) => [p.kind, p.value, p.weight, p.stock])).toEqual([
      ['points', 100, 3333, null],
      ['balance', 500, 3333, 10],
      ['none', 0, 3334, null],
    ]);
  });

  it('refuse odds that do not, a third decimal, a prize without its value and a coupon prize without a coupon', () => {
    expect(issues(table('100积分, 积分, 100, 50, 不限\n谢谢参与, 谢谢参与, 0, 50.01, 不限'))).toEqual(['prizes: 各奖品概率之和须为 100%，现为 100.01%']);
    expect(issues(table('谢谢参与, 谢谢参与, 0, 99.999, 不限'))[0]).toMatch(/最多两位小数/);
    expect(issues(table('积分, 积分, 0, 100, 不限'))[0]).toMatch(/积分奖品须填写大于 0 的数值/);
    expect(issues(table('券, 优惠券, 0, 100, 5'))[0]).toMatch(/须填写优惠券编号/);
    expect(issues(table('奖, 彩票, 0, 100, 5'))[0]).toMatch(/奖品类型应为/);
  });
});

describe('coupons and special prices', () => {
  const coupon = (extra: Record<string, string>) =>
    couponInput.safeParse({
      name: '券',
      kind: 'amount',
      threshold: '0',
      value: '5',
      total: '10',
      member_limit: '1',
      valid_from: '2026-11-26T00:00',
      valid_to: '2026-12-26T00:00',
      ...extra,
    });

  it('a 无门槛 coupon may take off any amount (it is capped by the order), one with a threshold less than it', () => {
    expect(coupon({}).success).toBe(true);
    expect(issues(coupon({ threshold: '5' }))).toEqual(['value: 面额须小于使用门槛']);
    expect(issues(coupon({ value: '0' }))).toEqual(['value: 请输入大于 0 的面额']);
    expect(coupon({ kind: 'rate', rate: '90', value: '' }).data).toMatchObject({ value: 0, rate: 90, maxOff: null });
    // Amounts and ids that a 32-bit column cannot hold are refused here, never a database error.
    expect(issues(coupon({ threshold: '99999999' }))).toEqual(['threshold: 使用门槛不能超过 ¥10,000,000']);
    expect(issues(coupon({ scope: 'goods', scope_ids: '1, 99999999999' }))).toEqual(['scope_ids: 适用范围编号应为商品编号，用空格或逗号分隔']);
    expect(parseTier('manjian', { amount: '99999999', value: '1' })).toMatch(/不超过/);
  });

  it('a special price must be above 0 and its window must end after it starts', () => {
    const base = { kind: 'spike', name: '秒杀', starts_at: '2026-11-26T10:00', ends_at: '2026-11-26T12:00' };
    expect(issues(priceActivityInput.safeParse({ ...base, goods: '1, 0, 10, 1' }))).toEqual(['goods: 第 1 行：活动价须大于 0']);
    expect(issues(priceActivityInput.safeParse({ ...base, goods: '1, 1.5, 10, 1\n1, 1.2, 5, 0' }))).toEqual(['goods: 商品 #1 重复']);
    expect(issues(priceActivityInput.safeParse({ ...base, ends_at: '2026-11-26T10:00', goods: '1, 1, 10, 1' }))).toEqual(['ends_at: 结束时间须晚于开始时间']);
  });
});

describe('daily schedules against a window', () => {
  const at = (s: string) => new Date(`${s}+08:00`);
  const ten = { start: '10:00', end: '14:00' };
  it('meet when the clock intervals cross on either day, or when the window lasts a day or more', () => {
    expect(scheduleMeets(ten, at('2026-11-26T13:00:00'), at('2026-11-26T15:00:00'))).toBe(true);
    expect(scheduleMeets(ten, at('2026-11-26T14:00:00'), at('2026-11-26T20:00:00'))).toBe(false);
    expect(scheduleMeets(ten, at('2026-11-26T20:00:00'), at('2026-11-27T10:30:00'))).toBe(true);
    expect(scheduleMeets(ten, at('2026-11-26T20:00:00'), at('2026-11-27T09:59:00'))).toBe(false);
    expect(scheduleMeets({ start: '20:00', end: '24:00' }, at('2026-11-26T23:00:00'), at('2026-11-27T01:00:00'))).toBe(true);
    expect(scheduleMeets(ten, at('2026-11-26T15:00:00'), at('2026-11-27T15:00:00'))).toBe(true);
  });
});
