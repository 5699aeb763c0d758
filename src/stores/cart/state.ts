/**
 * The cart's state: the shared `$cart` store the header badge, the right-sidebar drawer and cart
 * step 1 read, and the counters around it. Every amount in it comes from the server (GET
 * /api/cart/list and the answers of the cart mutations, which return the whole recomputed cart);
 * nothing here computes a price. The actions that change it are in ./actions.ts.
 */
import { atom, computed } from 'nanostores';
import type { CartData } from '../../wire/cart';
import { $user } from '../user';

export type CartState = {
  /** idle: never loaded; ready: `data` is the server's cart; error: the last load failed (`error` says why). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: CartData | null;
  error: string | null;
  /** Line ids with a request in flight (their controls show a busy state). */
  busy: number[];
};

const INITIAL: CartState = { status: 'idle', data: null, error: null, busy: [] };

export const $cart = atom<CartState>(INITIAL);

/** Goods ids being added right now (their buttons show a busy state). */
export const $cartAdding = atom<ReadonlySet<number>>(new Set());

/** The newest known item count: from the user base info, then from every cart answer. */
export const $cartTotal = atom<number | null>(null);

/** Item count for badges (header and sidebar; they cap it at 99). */
export const $cartCount = computed([$cartTotal, $user], (total, user) => {
  const n = total ?? (typeof user.cart === 'number' ? user.cart : 0);
  return n > 0 ? n : 0;
});

// The user base info carries the count too (fetched when the header appears): the newer value wins.
$user.listen((user) => {
  if (typeof user.cart === 'number') $cartTotal.set(user.cart);
});

/** The cart-action flag: set by adds from anywhere; the drawer refreshes on it (except on cart step 1). */
export const $cartActionFlag = atom(false);

export const $cartSelectedIds = computed($cart, (s) => (s.data?.items ?? []).filter((i) => i.is_selected === 1).map((i) => i.id));

// ---- Ordering of answers ----------------------------------------------------------------------------

let seq = 0;
let applied = 0;

/** A ticket for a request about to start: answers are applied in ticket order. */
export function nextTicket(): number {
  return ++seq;
}

/** Takes a server cart unless a newer answer was already applied (answers can arrive out of order). */
export function applyCart(data: CartData, ticket: number): void {
  if (ticket < applied) return;
  applied = ticket;
  $cart.set({ ...$cart.get(), status: 'ready', data, error: null });
  $cartTotal.set(data.total);
}

/** Sets the cart from the server-rendered page (cart step 1), without a request. */
export function hydrateCart(data: CartData): void {
  applyCart(data, nextTicket());
}

function toggled(current: Iterable<number>, ids: number[], on: boolean): Set<number> {
  const next = new Set(current);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** Marks lines as having a request in flight (or not). */
export function setBusy(ids: number[], on: boolean): void {
  $cart.set({ ...$cart.get(), busy: [...toggled($cart.get().busy, ids, on)] });
}

/** Marks goods as being added (or not). */
export function setAdding(ids: number[], on: boolean): void {
  $cartAdding.set(toggled($cartAdding.get(), ids, on));
}

/** Back to the initial state (tests). */
export function resetCartState(): void {
  seq = 0;
  applied = 0;
  $cart.set(INITIAL);
  $cartAdding.set(new Set());
  $cartTotal.set(null);
  $cartActionFlag.set(false);
}
