/**
 * Imported quantities → quantities that can be bought: parsed from the cell text (a clear message
 * naming the row when it is not a positive whole number), then fitted to the goods: rounded up to
 * the 中包装 multiple where the goods is sold only by the middle pack, capped by the purchase limit,
 * the 含麻 limit and the stock (the pricing engine's `quantityRange`), and — while a special price runs —
 * by its own stock and the buyer's 活动价每人限购, which the cart refuses at add. Every change has its reason.
 */
import { MAX_LINE_NUMBER, quantityRange, type PricingGoods, type SpecialPrice } from '../pricing';
import type { QuantityChange } from '../../wire/purchase-plan';

export type { QuantityChange };

/** Parses a quantity cell: "12", "12.0", "12盒", "1,200". Returns a number or the problem in Chinese. */
export function parseQuantity(raw: string): { ok: true; value: number } | { ok: false; problem: string } {
  const text = raw
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/,(?=\d{3}\b)/g, '');
  if (text === '') return { ok: false, problem: '数量为空' };
  const m = /^([+-]?\d+(?:\.\d+)?)([\u4e00-\u9fff]{0,2})$/.exec(text);
  if (!m) return { ok: false, problem: `数量“${raw.trim()}”不是数字` };
  const value = Number(m[1]);
  if (value < 0) return { ok: false, problem: `数量不能为负数（${raw.trim()}）` };
  if (value === 0) return { ok: false, problem: '数量须大于 0' };
  if (!Number.isInteger(value)) return { ok: false, problem: `数量须为整数（${raw.trim()}）` };
  if (value > MAX_LINE_NUMBER) return { ok: false, problem: `数量不能超过 ${MAX_LINE_NUMBER}` };
  return { ok: true, value };
}

export type FittedQuantity = { wanted: number; number: number; changes: QuantityChange[]; buyable: boolean };

type FitGoods = Pick<PricingGoods, 'stock' | 'xgNumber' | 'midPack' | 'onlyMidPack' | 'isEphedrine' | 'ephedrineLimit'>;

/** The quantity to put in the cart for `wanted` units, with every change and why. */
export function fitQuantity(g: FitGoods, wanted: number, unit: string, special: Pick<SpecialPrice, 'stockLeft' | 'memberLimit' | 'memberLeft'> | null = null): FittedQuantity {
  const { min, max, step } = quantityRange(g);
  const changes: QuantityChange[] = [];
  let n = wanted;
  const change = (to: number, reason: string) => {
    if (to !== n) changes.push({ from: n, to, reason });
    n = to;
  };
  if (max < min) {
    const reason = g.stock <= 0 ? '该商品已售罄' : '库存或限购不足一个中包装，暂不能采购';
    return { wanted, number: 0, changes: [{ from: wanted, to: 0, reason }], buyable: false };
  }
  if (step > 1 && n % step !== 0) change(Math.ceil(n / step) * step, `按中包装 ${step}${unit} 的整数倍销售，已向上取整`);
  // [the limit, the cap it allows (whole middle packs), why]
  const limits: [number, string][] = [];
  if (g.xgNumber > 0) limits.push([g.xgNumber, `限购 ${g.xgNumber}${unit}`]);
  if (g.isEphedrine && g.ephedrineLimit > 0) limits.push([g.ephedrineLimit, `含麻黄碱类复方制剂每单限购 ${g.ephedrineLimit}${unit}`]);
  limits.push([Math.max(0, g.stock), `库存仅 ${g.stock}${unit}`]);
  if (special) {
    limits.push([Math.max(0, special.stockLeft), `活动价库存仅 ${Math.max(0, special.stockLeft)}${unit}`]);
    if (special.memberLeft !== null)
      limits.push([Math.max(0, special.memberLeft), `活动价每人限购 ${special.memberLimit}${unit}，您还可购买 ${Math.max(0, special.memberLeft)}${unit}`]);
  }
  for (const [limit, reason] of limits.sort((a, b) => a[0] - b[0])) {
    const cap = Math.floor(limit / step) * step;
    if (n > cap) change(cap, cap === limit ? reason : `${reason}，按中包装 ${step}${unit} 取整`);
  }
  if (n > MAX_LINE_NUMBER) change(max, `单个商品最多 ${MAX_LINE_NUMBER}${unit}`);
  return { wanted, number: n, changes, buyable: n >= min };
}
