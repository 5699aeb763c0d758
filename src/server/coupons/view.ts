/**
 * The coupon's face as every JSON answer carries it — 我的优惠券 (GET /api/user/coupon), the 领券中心
 * (GET /api/activity/coupons) and checkout step 2's options: one name, one kind text, one rule text.
 */
import { fenToYuan } from '../../lib/money';
import { couponKindText, couponText, type CouponRule } from './text';
import { OFFER_STATE_TEXT, type CouponOffer } from './centre';

export function couponTerms(c: CouponRule & { name: string }) {
  return {
    name: c.name,
    kind: c.kind,
    kind_text: couponKindText(c),
    text: couponText(c),
    threshold: fenToYuan(c.threshold),
    value: c.kind === 'amount' ? fenToYuan(c.value) : null,
    rate: c.kind === 'rate' ? c.rate : null,
    max_off: c.maxOff ? fenToYuan(c.maxOff) : null,
  };
}

/** An offer of the 领券中心 as GET /api/activity/coupons answers it (`rule` = `text`, kept for the API's callers). */
export function offerView(o: CouponOffer) {
  const terms = couponTerms(o);
  return {
    id: o.id,
    coupon_id: o.couponId,
    ...terms,
    rule: terms.text,
    total: o.total,
    claimed: o.claimed,
    claimed_percent: Math.min(100, Math.floor((o.claimed * 100) / Math.max(1, o.total))),
    member_limit: o.memberLimit,
    mine: o.mine,
    state: o.state,
    state_text: OFFER_STATE_TEXT[o.state],
    valid_to: o.validTo.toISOString(),
  };
}
