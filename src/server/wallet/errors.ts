/** Business codes the wallet raises (balance and coupons); part of the order range 300xx the checkout shows. */

/** The coupon is not the buyer's, already used, expired, or its threshold is not reached. */
export const ORDER_COUPON = 30006;
/** Balance too low. */
export const PAY_BALANCE_LOW = 30020;
