/** Business codes the wallet raises (balance, top-up, cash vouchers; coupons' codes are in ../coupons/errors.ts); part of the order range 300xx the checkout shows. */

/** Balance too low. */
export const PAY_BALANCE_LOW = 30020;
/** Top-up amount outside the configured range. */
export const TOPUP_AMOUNT = 30050;
/** A voucher code that does not exist, is used or has expired. */
export const VOUCHER_CODE = 30051;
/** A voucher chosen for an order that is empty or expired. */
export const VOUCHER_USE = 30052;
