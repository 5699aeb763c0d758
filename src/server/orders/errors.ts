/**
 * Business codes of checkout, orders and payments (the client shows their Chinese `msg` in the 温馨提示 alert).
 * The balance and coupon codes live in `wallet/errors.ts`, the credit codes in `credit/errors.ts`:
 * the folders that raise them own them (one number range 300xx for the buyer).
 */

/** Step 2 without a checkout hand-over, or the chosen cart lines changed since: back to the cart. */
export const ORDER_NO_SELECTION = 30001;
/** Address missing or not the buyer's. */
export const ORDER_ADDRESS = 30002;
/** Not enough stock left for a line (names the goods). */
export const ORDER_STOCK = 30003;
/** The amount shown on step 2 is no longer the amount the server computes. */
export const ORDER_PRICE_CHANGED = 30004;
/** A 含麻 order needs the buyer's receipt information. */
export const ORDER_EPHEDRINE_RECEIVER = 30005;
/** Too many unpaid orders, or orders created too fast, for one store (orders/quota.ts). */
export const ORDER_QUOTA = 30007;
/** The order's status does not allow this action (state machine refusal). */
export const ORDER_STATUS = 30010;
/** Online gateway problems (bad signature, amount mismatch). */
export const PAY_GATEWAY = 30030;
/** Return / after-sales request refused. */
export const ORDER_RETURN = 30040;
