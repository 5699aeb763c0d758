/**
 * Quantity rules of the add-to-cart box: steps of the middle pack (中包装) when the goods sell only in
 * whole middle packs, never more than the stock or the purchase limit (限购), at least one step.
 * Pure functions, shared by the island and the server-rendered pages.
 */
export type QuantityInput = {
  mid_pack: number;
  only_mid_pack: number;
  /** Stock (spec `number`). */
  number: number;
  /** Purchase limit: 0 none, negative not buyable, null when hidden (prices not visible). */
  xg_number: number | null;
  is_buy: number;
};

export type QuantityRules = { step: number; min: number; max: number; buyable: boolean; reason: string | null };

export function quantityRules(g: QuantityInput): QuantityRules {
  const step = g.only_mid_pack === 1 && g.mid_pack > 1 ? g.mid_pack : 1;
  const limit = g.xg_number !== null && g.xg_number > 0 ? g.xg_number : Infinity;
  const cap = Math.min(g.number, limit);
  const max = Math.floor(cap / step) * step;
  let reason: string | null = null;
  if (g.is_buy !== 1 || (g.xg_number !== null && g.xg_number < 0)) reason = '暂不可购买';
  else if (g.number <= 0) reason = '暂时缺货';
  else if (max < step) reason = g.number < step ? '库存不足一个中包装' : '超出限购数量';
  return { step, min: step, max: Math.max(max, step), buyable: reason === null, reason };
}

/** The nearest allowed quantity: a whole number of steps (rounded up), within min…max. */
export function clampQuantity(rules: QuantityRules, wanted: number): number {
  if (!Number.isFinite(wanted)) return rules.min;
  const steps = Math.ceil(Math.max(wanted, 1) / rules.step);
  return Math.min(Math.max(steps * rules.step, rules.min), rules.max);
}
