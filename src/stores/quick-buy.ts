/**
 * 快捷采购 (/kjcg): the store's purchase history as GET /api/user/fast_buy sends it (the page renders the
 * first answer on the server; sort, search and pages are links). Adding the chosen lines goes to the cart
 * store's addToCart: one POST /api/cart with every line, all-or-nothing on the server.
 */
import type { GoodsViewWire } from './goods-wire';
import { addToCart, type CartLine } from './cart';

export type FastBuyItem = {
  goods_id: number;
  name: string;
  ypgg: string;
  bzdw: string;
  sccj: string;
  times: number;
  total_number: number;
  last_number: number;
  last_price: string;
  last_at: string;
  goods: GoodsViewWire | null;
};
export type FastBuyPage = { total: number; page: number; per_page: number; order: 'count' | 'recent'; keyword: string; list: FastBuyItem[] };

/** Adds the chosen lines in one request; resolves whether the cart took them. */
export function addChosenToCart(lines: CartLine[]): Promise<boolean> {
  return addToCart(lines);
}
