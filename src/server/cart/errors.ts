/** Business codes of the cart (the client shows their Chinese `msg` in the 温馨提示 alert). */
export { QUALIFICATION_NOT_PASSED } from '../contract/guard';

/** The goods do not exist, are off sale, not released to this buyer, not buyable or sold out. */
export const CART_GOODS_UNAVAILABLE = 20001;
/** The quantity is above the purchase limit, the 含麻 limit or the stock, or off the 中包装 multiple. */
export const CART_QUANTITY_LIMIT = 20002;
/** Checkout without a buyable selected line. */
export const CART_NOTHING_SELECTED = 20003;
/** The cart already holds the most lines it may. */
export const CART_FULL = 20004;
/** A selected line cannot be ordered by this buyer (business scope). */
export const CART_SCOPE = 20005;

/** Most lines one store's cart may hold (a soft limit checked before inserting new lines). */
export const MAX_CART_LINES = 500;
