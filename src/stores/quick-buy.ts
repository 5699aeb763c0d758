/**
 * 快捷采购 (/kjcg): the store's purchase history as GET /api/user/fast_buy sends it (the page renders the
 * first answer on the server; sort, search and pages are links). Adding the chosen lines goes to the cart
 * store's addToCart: one POST /api/cart with every line, all-or-nothing on the server.
 */
import { addToCart, type CartLine } from './cart';

export type { FastBuyItem, FastBuyPage } from '../wire/quick-buy';

/** Adds the chosen lines in one request; resolves whether the cart took them. */
export function addChosenToCart(lines: CartLine[]): Promise<boolean> {
  return addToCart(lines);
}
