/**
 * Which quantities a buyer may have of a goods: at least 1, at most 99 999 per line, within the
 * purchase limit (限购 `xg_number` > 0), the 含麻 per-order limit, the stock, and — for goods sold
 * only by the middle pack (按中包装) — a multiple of `mid_pack`. Quantities outside these are refused
 * with a message naming the limit; the stepper of the cart page uses {@link quantityRange}.
 */
import type { PricingGoods, QuantityProblem, SpecialPrice } from './types';

/** Most units one cart line may hold (bad input above it is a 422 at the API boundary). */
export const MAX_LINE_NUMBER = 99_999;

type LimitGoods = Pick<PricingGoods, 'stock' | 'xgNumber' | 'midPack' | 'onlyMidPack' | 'isEphedrine' | 'ephedrineLimit'>;

/** Units per 中包装 (middle pack), at least 1. */
function midPackOf(g: Pick<LimitGoods, 'midPack'>): number {
  return Number.isSafeInteger(g.midPack) && g.midPack > 1 ? g.midPack : 1;
}

/**
 * The stepper's increment: the 中包装 for goods sold only in whole middle packs, else 1 (the same
 * rule as the add-to-cart box of the goods pages).
 */
export function quantityStep(g: Pick<LimitGoods, 'midPack' | 'onlyMidPack'>): number {
  return g.onlyMidPack ? midPackOf(g) : 1;
}

/** Smallest, largest allowed quantity and the stepper step. `max < min` means none can be bought. */
export function quantityRange(g: LimitGoods): { min: number; max: number; step: number } {
  const step = quantityStep(g);
  let max = MAX_LINE_NUMBER;
  if (g.xgNumber > 0) max = Math.min(max, g.xgNumber);
  if (g.isEphedrine && g.ephedrineLimit > 0) max = Math.min(max, g.ephedrineLimit);
  max = Math.min(max, Math.max(0, g.stock));
  max = Math.floor(max / step) * step;
  return { min: step, max, step };
}

/** What is wrong with `number` against a special price's own stock and per-member limit, or null. */
export function specialProblem(special: Pick<SpecialPrice, 'stockLeft' | 'memberLimit' | 'memberLeft'>, number: number): QuantityProblem | null {
  if (number > special.stockLeft) return { kind: 'activity_stock', limit: Math.max(0, special.stockLeft) };
  if (special.memberLeft !== null && number > special.memberLeft) return { kind: 'activity_limit', limit: special.memberLimit, left: Math.max(0, special.memberLeft) };
  return null;
}

/** The first thing wrong with `number` for these goods, or null when it may be bought. */
export function quantityProblem(g: LimitGoods, number: number): QuantityProblem | null {
  if (!Number.isSafeInteger(number) || number < 1) return { kind: 'min', limit: 1 };
  if (number > MAX_LINE_NUMBER) return { kind: 'max_number', limit: MAX_LINE_NUMBER };
  const step = quantityStep(g);
  if (step > 1 && number % step !== 0) return { kind: 'mid_pack', limit: step };
  if (g.xgNumber > 0 && number > g.xgNumber) return { kind: 'xg_number', limit: g.xgNumber };
  if (g.isEphedrine && g.ephedrineLimit > 0 && number > g.ephedrineLimit) return { kind: 'ephedrine', limit: g.ephedrineLimit };
  if (number > g.stock) return { kind: 'stock', limit: Math.max(0, g.stock) };
  return null;
}

/** The Chinese message of a quantity problem; `unit` is the goods' packing unit (盒, 瓶…). */
export function quantityMessage(problem: QuantityProblem, unit = '件'): string {
  switch (problem.kind) {
    case 'min':
      return '购买数量至少为 1';
    case 'max_number':
      return `单个商品购买数量不能超过 ${MAX_LINE_NUMBER}`;
    case 'mid_pack':
      return `该商品按中包装销售，购买数量须为 ${problem.limit} 的整数倍`;
    case 'xg_number':
      return `该商品限购 ${problem.limit}${unit}`;
    case 'ephedrine':
      return `含麻黄碱类复方制剂每单限购 ${problem.limit}${unit}`;
    case 'stock':
      return problem.limit > 0 ? `库存不足，当前库存 ${problem.limit}${unit}` : '该商品已售罄';
    case 'activity_limit':
      return problem.left > 0 ? `活动价每人限购 ${problem.limit}${unit}，您还可购买 ${problem.left}${unit}` : `活动价每人限购 ${problem.limit}${unit}，您已购满`;
    case 'activity_stock':
      return problem.limit > 0 ? `活动库存不足，活动价仅剩 ${problem.limit}${unit}` : '活动商品已抢光';
  }
}
