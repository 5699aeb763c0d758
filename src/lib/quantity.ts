/**
 * The nearest quantity a buyer may put in one line: a whole number of 中包装 steps (rounded up), within
 * the server's bounds (`QuantityRange` of the goods). Shared by the add-to-cart box and the server, which
 * quotes a row (快捷采购, favourites) at the quantity the row starts with.
 */
export type QuantityBounds = { min: number; max: number; step: number };

export function nearestQuantity(range: QuantityBounds, wanted: number): number {
  if (!Number.isFinite(wanted)) return range.min;
  const steps = Math.ceil(Math.max(wanted, 1) / range.step);
  return Math.min(Math.max(steps * range.step, range.min), Math.max(range.max, range.min));
}
