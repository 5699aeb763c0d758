/** Business codes of the points mall and points orders (the client shows the Chinese `msg`). */

/** Not enough points: the points ledger's code. */
export { POINTS_LOW } from '../points/errors';
/** The goods is off sale or out of stock. */
export const POINTS_STOCK = 34002;
/** Beyond the per-member limit. */
export const POINTS_LIMIT = 34003;
/** The points order's status does not allow this action. */
export const POINTS_ORDER_STATUS = 34010;
/** No delivery address, or not the member's. */
export const POINTS_ADDRESS = 34004;
