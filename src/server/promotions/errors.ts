/** Business codes of promotions (issue 13); 31xxx is this folder's range. */

/** A special-price purchase refused: per-member limit, activity stock, or outside the window. */
export const ACTIVITY_REFUSED = 31001;
/** 31002 is the 领券中心's refusal: COUPON_CLAIM_REFUSED in ../coupons/errors.ts. */
/** 拼团: group full, closed, expired, or already joined. */
export const GROUP_REFUSED = 31003;
/** Step 2: a near-expiry line whose expiry date the buyer did not confirm. */
export const EXPIRY_UNCONFIRMED = 31005;
