/**
 * Coupons work on the coupon-eligible amount: counted lines with `with_coupon` 1, after 满减 and 折扣
 * (what the buyer actually pays for those goods). A coupon applies when that amount reaches its
 * threshold (满X可用) and never takes off more than that amount, so the payable cannot go negative.
 * A scoped coupon (categories or goods) counts only the eligible lines in its scope, for the
 * threshold and for the reduction alike.
 */
import type { Coupon, PricingGoods } from './types';

/** Whether the coupon's scope covers these goods (no scope: every goods; unknown goods: none). */
export function couponCovers(coupon: Coupon | null | undefined, goods: Pick<PricingGoods, 'id' | 'categoryId'> | undefined): boolean {
  if (!coupon || !goods) return false;
  const scope = coupon.scope;
  if (!scope) return true;
  if (scope.kind === 'goods') return scope.ids.includes(goods.id);
  return goods.categoryId !== undefined && scope.ids.includes(goods.categoryId);
}

/** Fen a coupon takes off `eligible` fen (0 when its threshold is not reached or it is malformed). */
export function couponReduction(coupon: Coupon | null | undefined, eligible: number): number {
  if (!coupon || eligible <= 0) return 0;
  const threshold = Math.max(0, Math.trunc(coupon.threshold) || 0);
  if (eligible < threshold) return 0;
  if (coupon.kind === 'amount') {
    const value = Math.trunc(coupon.value);
    return value > 0 ? Math.min(value, eligible) : 0;
  }
  const rate = Math.trunc(coupon.rate);
  if (!(rate >= 1 && rate <= 99)) return 0;
  const off = eligible - Math.floor((eligible * rate) / 100);
  return coupon.maxOff !== undefined && coupon.maxOff >= 0 ? Math.min(off, Math.trunc(coupon.maxOff)) : off;
}
