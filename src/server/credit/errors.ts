/** Business codes the credit terms (账期) raise; part of the order range 300xx the checkout shows. */

/** No credit terms, or not enough available credit. */
export const PAY_CREDIT_UNAVAILABLE = 30021;
/** An overdue credit bill blocks new credit purchases. */
export const PAY_CREDIT_OVERDUE = 30022;
/** Repayment refused: the bill is settled, or the amount is more than is owed. */
export const CREDIT_REPAY = 30060;
