/** Business codes of credit-bill repayment. */

/** The bill is settled, or the amount is more than is owed. */
export const CREDIT_REPAY = 30060;
