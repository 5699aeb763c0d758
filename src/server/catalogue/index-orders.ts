/**
 * The in-memory index's rows (kept in sales order) numbered in each other list sort's order, once per
 * build, so a list page walks one precomputed order instead of sorting the catalogue per request.
 * The same orders as goods-list.ts `orderBy`: default `id`; 最新 `created_at desc, id desc`; price
 * `base_price, id` and `base_price desc, id` (销量 stays with SQL: index-list.ts).
 */
import type { IndexedGoods, ListOrders } from './search-index-walk';

function ordered(rows: IndexedGoods[], compare: (a: IndexedGoods, b: IndexedGoods) => number): Int32Array {
  const out = Int32Array.from(rows.keys());
  return out.sort((a, b) => compare(rows[a]!, rows[b]!));
}

export function listOrders(rows: IndexedGoods[]): ListOrders {
  return {
    id: ordered(rows, (a, b) => a.id - b.id),
    new: ordered(rows, (a, b) => b.created - a.created || b.id - a.id),
    priceAsc: ordered(rows, (a, b) => a.basePrice - b.basePrice || a.id - b.id),
    priceDesc: ordered(rows, (a, b) => b.basePrice - a.basePrice || a.id - b.id),
  };
}
