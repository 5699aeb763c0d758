/** Business codes of the member wallet (top-up, cash vouchers). */

/** Top-up amount outside the configured range. */
export const TOPUP_AMOUNT = 30050;
/** A voucher code that does not exist, is used or has expired. */
export const VOUCHER_CODE = 30051;
/** A voucher chosen for an order that is not the buyer's, empty or expired. */
export const VOUCHER_USE = 30052;
