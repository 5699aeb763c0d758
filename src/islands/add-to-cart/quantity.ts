/**
 * Quantity rules of the add-to-cart box. The bounds and the step come from the server with the goods
 * (`quantity`, the cart line's rule: 中包装 steps, stock, purchase limit, 含麻 per-order limit); this only
 * says why goods cannot be bought and keeps a typed quantity inside the bounds.
 * Pure functions, shared by the island and the server-rendered pages.
 */
import type { QuantityRange } from '../../wire/goods';
import { nearestQuantity } from '../../lib/quantity';

export type QuantityInput = {
  /** The server's bounds; null when hidden (prices not visible). */
  quantity: QuantityRange | null;
  /** Stock (spec `number`). */
  number: number;
  /** Purchase limit: 0 none, negative not buyable, null when hidden (prices not visible). */
  xg_number: number | null;
  is_buy: number;
};

export type QuantityRules = { step: number; min: number; max: number; buyable: boolean; reason: string | null };

export function quantityRules(g: QuantityInput): QuantityRules {
  const { min, max, step } = g.quantity ?? { min: 1, max: 0, step: 1 };
  let reason: string | null = null;
  if (g.is_buy !== 1 || g.quantity === null || (g.xg_number !== null && g.xg_number < 0)) reason = '暂不可购买';
  else if (g.number <= 0) reason = '暂时缺货';
  else if (max < min) reason = g.number < step ? '库存不足一个中包装' : '超出限购数量';
  return { step, min, max: Math.max(max, min), buyable: reason === null, reason };
}

/** The nearest allowed quantity: a whole number of steps (rounded up), within min…max. */
export function clampQuantity(rules: QuantityRules, wanted: number): number {
  return nearestQuantity(rules, wanted);
}

/**
 * A re-order row (常看, 我的清单, 常买, 快捷采购): the rules when its goods can be bought now, else null and
 * why not — 已下架 (gone), the price notice (prices hidden), or the rules' own reason.
 */
export function rowRules(g: (QuantityInput & { base_price: string | null; price_notice: string | null }) | null): { rules: QuantityRules | null; reason: string | null } {
  const rules = g && g.base_price !== null ? quantityRules(g) : null;
  return { rules: rules?.buyable ? rules : null, reason: !g ? '已下架' : g.base_price === null ? (g.price_notice ?? '暂不可购买') : (rules?.reason ?? null) };
}
