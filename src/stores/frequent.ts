/**
 * 常购清单 (/cgqd): the 常买 rows as GET /api/user/cgqd sends them (the page renders the first answer on
 * the server). Adding rows goes to the cart store's addToCart: one POST /api/cart with every line, at
 * today's price, all-or-nothing under the cart's rules.
 */
import { addToCart, type CartLine } from './cart';

export type { FrequentItem, FrequentList } from '../wire/replenish';

/** Adds the chosen rows in one request; resolves whether the cart took them. */
export function addFrequentToCart(lines: CartLine[]): Promise<boolean> {
  return addToCart(lines);
}
