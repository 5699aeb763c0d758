/**
 * The cart store, in three parts: ./state.ts (what the badge, the drawer and cart step 1 read),
 * ./actions.ts (every cart request) and ./drawer.ts (the right sidebar's drawer). The shapes the
 * server sends are declared in src/wire/cart.ts.
 */
import { $cartDrawerOpen } from './drawer';
import { resetCartState } from './state';

export type { CartActivity, CartData, CartGoods, CartGoodsBase, CartGroup, CartHints, CartItem, CartLine, CartSummary, CartTag, CartTier } from '../../wire/cart';
export * from './state';
export * from './actions';
export * from './drawer';

/** Test helper: back to the initial state. */
export function resetCart(): void {
  resetCartState();
  $cartDrawerOpen.set(false);
}
