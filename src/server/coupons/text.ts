/**
 * The one way a coupon reads (pure), in 我的优惠券, the 领券中心, checkout step 2, an order refusal and the
 * console: 「满¥300减¥20」, 「无门槛减¥5」, 「满¥300享9.5折（最多减¥50）」 — whole yuan and the rate as the
 * promotions' tiers write it (「满¥500享9.5折」), so a coupon and a 满折 tier read alike.
 */
import { rateText } from '../promotions/vocabulary';
import { formatYuan } from '../../lib/money';

export type CouponRule = { kind: 'amount' | 'rate'; threshold: number; value: number; rate: number; maxOff: number | null };

/** 「满¥300减¥20」 / 「无门槛减¥5」 / 「满¥300享9.5折（最多减¥50）」. */
export function couponText(c: CouponRule): string {
  const min = c.threshold > 0 ? `满${formatYuan(c.threshold)}` : '无门槛';
  if (c.kind === 'amount') return `${min}减${formatYuan(c.value)}`;
  return `${min}享${rateText(c.rate)}${c.maxOff ? `（最多减${formatYuan(c.maxOff)}）` : ''}`;
}

/** 满减券 / 折扣券 / 无门槛券. */
export function couponKindText(c: Pick<CouponRule, 'kind' | 'threshold'>): string {
  if (c.kind === 'rate') return '折扣券';
  return c.threshold > 0 ? '满减券' : '无门槛券';
}

/** The big figure on a coupon's face: 「¥20」 or 「9.5折」. */
export function couponFace(c: Pick<CouponRule, 'kind' | 'value' | 'rate'>): string {
  return c.kind === 'rate' ? rateText(c.rate) : formatYuan(c.value);
}
