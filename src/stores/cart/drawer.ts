/**
 * The cart drawer of the right sidebar (width 40 collapsed, 310 open): whether it is open, and its
 * refresh on the cart-action flag.
 */
import { atom } from 'nanostores';
import { loadCart } from './actions';
import { $cart, $cartActionFlag } from './state';

export const $cartDrawerOpen = atom(false);

export function closeCartDrawer(): void {
  $cartDrawerOpen.set(false);
}
export function toggleCartDrawer(): void {
  $cartDrawerOpen.set(!$cartDrawerOpen.get());
}

/** The page's route name (BaseLayout writes it on <body data-route>). */
export function currentRoute(): string {
  return (globalThis.document?.body?.dataset?.route as string | undefined) ?? '';
}

/**
 * Reacts to the cart-action flag: off cart step 1 the drawer's list is refreshed (silently) and the
 * flag cleared. Cart step 1 keeps its own state from the answers of its actions.
 */
export async function refreshOnCartAction(route = currentRoute()): Promise<boolean> {
  if (!$cartActionFlag.get() || route === 'cart_step1') return false;
  $cartActionFlag.set(false);
  if ($cart.get().status === 'idle' && !$cartDrawerOpen.get()) return false; // nothing shown yet: load when opened
  await loadCart({ silent: true });
  return true;
}
