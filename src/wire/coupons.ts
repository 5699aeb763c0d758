/**
 * Coupons on the wire (types only): 我的优惠券 and its counts (built by src/server/coupons/held.ts, read by
 * src/stores/wallet.ts and the member centre) and the 领券中心 (the promotions store).
 */
import type { Page } from './wallet';

/** One coupon of GET /api/user/coupon (我的优惠券). */
export type MyCoupon = {
  id: number;
  name: string;
  kind: string;
  kind_text: string;
  text: string;
  threshold: string;
  value: string | null;
  rate: number | null;
  max_off: string | null;
  /** all goods, goods of categories, or listed goods. */
  scope: 'all' | 'category' | 'goods';
  scope_ids: number[];
  scope_text: string;
  use_url: string;
  valid_from: string;
  valid_to: string;
  status: number;
  status_text: string;
  order_id: number | null;
  used_at: string | null;
};

/** The store's coupons per status: 未使用 (and still valid), 已使用, 已过期. */
export type CouponCounts = { unused: number; used: number; expired: number };

/** GET /api/user/coupon: a page of my coupons of one status, with the counts of every status (the tabs). */
export type MyCouponPage = Page<MyCoupon> & { counts: CouponCounts };

/** GET /api/user/couponNum: the unused count (`num`) and the others. */
export type CouponCount = CouponCounts & { num: number };

/**
 * Where an offer stands for the asking store, as a code (never read from the Chinese message):
 * - `claimable` it can claim one now
 * - `claimed`   it holds as many as the offer allows each store (每店限领)
 * - `sold_out`  the offer's total is gone (已抢光)
 * - `upcoming`  the offer has not started; `ended` it is over
 * - `missing`   no such offer (only in a refusal)
 * - `not_new`   a 新客 coupon and the store has completed an order (only in a refusal)
 */
export type OfferState = 'claimable' | 'claimed' | 'sold_out' | 'upcoming' | 'ended';
export type ClaimRefusalState = Exclude<OfferState, 'claimable'> | 'missing' | 'not_new';

/** POST /api/activity/coupon_claim, success (code 10000): the new member coupon, the store's count, what is left. */
export type ClaimAnswer = { member_coupon_id: number; mine: number; left: number };

/** POST /api/activity/coupon_claim, refusal (code 31002, or 404 for `missing`): `data` of the envelope. */
export type ClaimRefusal = { state: ClaimRefusalState };
