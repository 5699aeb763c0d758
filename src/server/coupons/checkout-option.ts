/**
 * A held coupon as checkout step 2 lists it (GET /api/order/confirm, /api/user/availableCoupon): its
 * face, and against the ordinary order what it takes off or why it cannot be used. The order side
 * (pricing the draft with the coupon) is `orders/checkout.ts`; this is the coupon's side.
 */
import { fenToYuan, formatYuan } from '../../lib/money';
import type { CouponOption } from '../../wire/checkout';
import { ALL_GOODS_SCOPE_TEXT, couponUseUrl, type ScopedCoupon } from './scope';
import { couponTerms } from './view';

/** What the coupon does to the ordinary order: fen off and the fen it was judged on; null when there is no ordinary order (含麻 only). */
export type CouponEffect = { off: number; eligible: number } | null;

/** Why a coupon takes nothing off, in the buyer's words ('' when it does). */
function unusableReason(c: Pick<ScopedCoupon, 'scope' | 'threshold'>, effect: CouponEffect): string {
  if (effect && effect.off > 0) return '';
  if (!effect) return '含麻订单不可使用优惠券';
  if (effect.eligible <= 0) return c.scope === 'all' ? '订单中没有可用券的商品' : '订单中没有该券适用的商品';
  return `${c.scope === 'all' ? '可用券' : '适用'}商品金额 ${formatYuan(effect.eligible)}，还差 ${formatYuan(Math.max(0, c.threshold - effect.eligible))}`;
}

/** The option, plus the fen it takes off (for sorting; never sent). */
export function checkoutOption(c: ScopedCoupon, effect: CouponEffect, scopeText: string | undefined): CouponOption & { fen: number } {
  const { name, text, kind, threshold } = couponTerms(c);
  const off = effect?.off ?? 0;
  return {
    id: c.id,
    name,
    text,
    kind,
    threshold,
    valid_to: c.validTo.toISOString(),
    scope: c.scope,
    scope_text: scopeText ?? ALL_GOODS_SCOPE_TEXT,
    use_url: couponUseUrl(c),
    usable: off > 0 ? 1 : 0,
    reduction: fenToYuan(off),
    reason: unusableReason(c, effect),
    fen: off,
  };
}
