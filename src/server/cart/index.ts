/** The cart domain (server only): one file per use case, this is its public face. */
export { actorOf, type CartActor } from './actor';
export { getCart, cartList } from './list';
export { addLines, type AddResult } from './add';
export { quickAdd } from './quick-add';
export { editLine } from './edit';
export { deleteLines } from './delete';
export { selectLines } from './select';
export { checkout, type CheckoutResult } from './checkout';
export { copyLines, type CopyResult } from './copy';
export { nextHints } from './hints';
export { cartCount } from './count';
export type { CartView, CartItemView, ActivityView } from './view';
export * from './schemas';
export * from './errors';
