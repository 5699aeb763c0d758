/**
 * The one promotions vocabulary (src/server/promotions/vocabulary.ts): the window rule at its edges, as
 * every surface reads it — a landing page, a spike zone, a coupon-centre offer, a lottery — and the
 * tier and coupon texts that share its rate wording.
 */
import { describe, expect, it } from 'vitest';
import { isRunningAt, PROMOTION_KIND_TEXT, rateText, tierLabel, windowState } from '../../../src/server/promotions/vocabulary';
import { offerState } from '../../../src/server/coupons/centre';
import { couponFace, couponKindText, couponText } from '../../../src/server/coupons/text';
import { lotteryStatus } from '../../../src/server/lottery/query';
import { promoStateText } from '../../../src/server/console/promo-view';

const startsAt = new Date('2026-11-27T02:00:00Z');
const endsAt = new Date('2026-11-27T06:00:00Z');
const w = { startsAt, endsAt };
const ms = (d: Date, n: number) => new Date(d.getTime() + n);

describe('the window rule: startsAt <= t < endsAt', () => {
  it('runs from the start instant and is over at the end instant', () => {
    expect([ms(startsAt, -1), startsAt, ms(endsAt, -1), endsAt, ms(endsAt, 1)].map((t) => isRunningAt(w, t))).toEqual([false, true, true, false, false]);
    expect([ms(startsAt, -1), startsAt, ms(endsAt, -1), endsAt].map((t) => windowState(w, t))).toEqual(['upcoming', 'running', 'running', 'ended']);
  });

  it('every surface says the same at the end instant: an offer, a lottery, the console', () => {
    const offer = { ...w, claimed: 0, total: 10, memberLimit: 1 };
    expect(offerState(offer, 0, ms(endsAt, -1))).toBe('claimable');
    expect(offerState(offer, 0, endsAt)).toBe('ended');
    expect(offerState(offer, 0, ms(startsAt, -1))).toBe('upcoming');
    expect(lotteryStatus(w, ms(endsAt, -1))).toBe('running');
    expect(lotteryStatus(w, endsAt)).toBe('ended');
    expect(promoStateText({ ...w, isEnabled: true }, endsAt)).toBe('已结束');
    expect(promoStateText({ ...w, isEnabled: true }, startsAt)).toBe('进行中');
    expect(promoStateText({ ...w, isEnabled: false }, startsAt)).toBe('已停用');
  });
});

describe('one wording for tiers and coupons', () => {
  it('kind labels and rates', () => {
    expect(PROMOTION_KIND_TEXT).toEqual({ manjian: '满减', discount: '满折', gift: '买赠' });
    expect([95, 90, 94, 5].map(rateText)).toEqual(['9.5折', '9折', '9.4折', '0.5折']);
  });

  it('a 9.5折 coupon reads like a 9.5折 tier', () => {
    const rate = { kind: 'rate', threshold: 30_000, value: 0, rate: 95, maxOff: 5_000 } as const;
    expect(couponText(rate)).toBe('满¥300.00享9.5折（最多减¥50.00）');
    expect(tierLabel('discount', { amount: 30_000, value: 95 })).toBe('满¥300.00享9.5折');
    expect(couponText({ kind: 'amount', threshold: 0, value: 500, rate: 100, maxOff: null })).toBe('无门槛减¥5.00');
    expect(couponText({ kind: 'amount', threshold: 150_000, value: 1_990, rate: 100, maxOff: null })).toBe('满¥1,500.00减¥19.90');
    expect([couponKindText(rate), couponKindText({ kind: 'amount', threshold: 0 }), couponKindText({ kind: 'amount', threshold: 1 })]).toEqual(['折扣券', '无门槛券', '满减券']);
    expect([couponFace(rate), couponFace({ kind: 'amount', value: 2_000, rate: 100 })]).toEqual(['9.5折', '¥20.00']);
  });
});
