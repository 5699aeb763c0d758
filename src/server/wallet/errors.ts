/** Business codes the wallet raises (balance, coupons, top-up, cash vouchers); part of the order range 300xx the checkout shows. */

/** The coupon is not the buyer's, already used, expired, or its threshold is not reached. */
export const ORDER_COUPON = 30006;
/** Balance too low. */
export const PAY_BALANCE_LOW = 30020;
/** Top-up amount outside the configured range. */
export const TOPUP_AMOUNT = 30050;
/** A voucher code that does not exist, is used or has expired. */
export const VOUCHER_CODE = 30051;
/** A voucher chosen for an order that is empty or expired. */
export const VOUCHER_USE = 30052;
