/** Business codes of coupons (they keep the numbers they had in the wallet's and the promotions' ranges). */

/** The coupon is not the buyer's, already used, expired, or its threshold is not reached (order range 300xx). */
export const ORDER_COUPON = 30006;
/** 领券中心: the claim was refused; the answer's `data.state` says why (`ClaimRefusal` in src/wire/coupons.ts). */
export const COUPON_CLAIM_REFUSED = 31002;
