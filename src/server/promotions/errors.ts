/** Business codes of promotions (issue 13); 31xxx is this folder's range. */

/** A special-price purchase refused: per-member limit, activity stock, or outside the window. */
export const ACTIVITY_REFUSED = 31001;
/** 领券中心: already claimed the most allowed, sold out, or not running. */
export const COUPON_CLAIM_REFUSED = 31002;
/** 拼团: group full, closed, expired, or already joined. */
export const GROUP_REFUSED = 31003;
/** Step 2: a near-expiry line whose expiry date the buyer did not confirm. */
export const EXPIRY_UNCONFIRMED = 31005;
