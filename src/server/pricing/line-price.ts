/**
 * The one price model (issue 27): what a cart line (or a goods at a quantity) costs, split the way
 * every surface shows it. Built only from the engine's own results (./cart.ts), so a surface that
 * prints these numbers prints what is charged.
 *
 * - **line level** — list unit price (the base price), then what changes the unit price of this line
 *   alone: a ladder tier, a special price (秒杀 / 每日特价 / 近效期 / 拼团), a 满折 such as 全场94折.
 *   `amount` = raw amount − the line's 折扣 share; `unitPrice` = the tier/special unit × the rate, floored.
 * - **order level** — what the order's other lines help to reach: the line's share of its 满减 and of
 *   the coupon (shares from the engine's exact allocator: Σ lines = the reduction to the fen, each
 *   fraction of a fen rounded down, the remainder placed by largest remainder then line order).
 * - `charged` = amount − 满减 share − coupon share (= payAmount − couponAmount), so Σ charged over the
 *   counted lines + shipping = the order's payable, to the fen; `finalUnitPrice` = ⌊charged ÷ number⌋.
 */
import type { Activity, CartPricing, LineResult, SpecialKind } from './types';

export type AppliedKind = 'ladder' | SpecialKind | 'discount' | 'manjian' | 'coupon';
export type Applied = { kind: AppliedKind; label: string };

export type LinePriceModel = {
  number: number;
  listUnitPrice: number;
  /** Unit price of the ladder tier / special price, before the 折扣 rate (for type-1 ladders the floored average). */
  baseUnitPrice: number;
  /** Line amount before the 折扣: baseUnitPrice × number (type-1 ladders: Σ of the bands). */
  rawAmount: number;
  /** The line's 折扣 share (94折, 满折): rawAmount − amount. */
  discountAmount: number;
  /** Unit price after the line-level rules (ladder / special / 折扣), fen, floored. */
  unitPrice: number;
  /** Line amount after the line-level rules, fen. */
  amount: number;
  /** Line-level rules that applied, in order. */
  applied: Applied[];
  manjianAmount: number;
  couponAmount: number;
  /** Order-level rules that took something off this line. */
  orderApplied: Applied[];
  charged: number;
  finalUnitPrice: number;
  /** The 折扣 rate (percent paid) applied to this line, or null. */
  rate: number | null;
};

export const SPECIAL_TEXT: Record<SpecialKind, string> = { spike: '秒杀价', daily: '每日特价', clearance: '近效期特价', group: '拼团价' };

/** The price model of each line of a priced cart, by line id. */
export function linePrices(pricing: CartPricing, basePrices: ReadonlyMap<number, number>, activities: readonly Activity[], couponName = '优惠券'): Map<number, LinePriceModel> {
  const discounts = new Map(pricing.discounts.map((a) => [a.id, a]));
  const manjians = new Map(pricing.manjians.map((a) => [a.id, a]));
  const names = new Map(activities.map((a) => [a.id, a.name]));
  const out = new Map<number, LinePriceModel>();
  for (const l of pricing.lines) out.set(l.id, modelOf(l, basePrices.get(l.goodsId) ?? l.unitPrice, discounts, manjians, names, couponName));
  return out;
}

function modelOf(
  l: LineResult,
  listUnitPrice: number,
  discounts: ReadonlyMap<number, CartPricing['discounts'][number]>,
  manjians: ReadonlyMap<number, CartPricing['manjians'][number]>,
  names: ReadonlyMap<number, string>,
  couponName: string,
): LinePriceModel {
  const applied: Applied[] = [];
  if (l.special) applied.push({ kind: l.special.kind, label: `${SPECIAL_TEXT[l.special.kind]}（${l.special.name}）` });
  else if (l.tier) applied.push({ kind: 'ladder', label: `阶梯价（满${l.tier.number}起）` });
  const discount = l.discountId === null ? undefined : discounts.get(l.discountId);
  const rate = discount?.applied && l.discountAmount > 0 ? discount.applied.value : null;
  if (rate !== null) applied.push({ kind: 'discount', label: names.get(l.discountId!) ?? discount!.name });
  const orderApplied: Applied[] = [];
  if (l.manjianAmount > 0) orderApplied.push({ kind: 'manjian', label: names.get(l.manjianId!) ?? manjians.get(l.manjianId!)?.name ?? '满减' });
  if (l.couponAmount > 0) orderApplied.push({ kind: 'coupon', label: couponName });
  const amount = l.rawPrice - l.discountAmount;
  const charged = amount - l.manjianAmount - l.couponAmount;
  return {
    number: l.number,
    listUnitPrice,
    baseUnitPrice: l.unitPrice,
    rawAmount: l.rawPrice,
    discountAmount: l.discountAmount,
    unitPrice: rate === null ? l.unitPrice : Math.floor((l.unitPrice * rate) / 100),
    amount,
    applied,
    manjianAmount: l.manjianAmount,
    couponAmount: l.couponAmount,
    orderApplied,
    charged,
    finalUnitPrice: l.number > 0 ? Math.floor(charged / l.number) : 0,
    rate,
  };
}

/** What an order line stored (fen), as the price model: the same numbers the draft showed at step 2. */
export type StoredLine = {
  number: number;
  listPrice: number | null;
  unitPrice: number;
  lineUnitPrice: number | null;
  rawAmount: number;
  manjianAmount: number;
  discountAmount: number;
  couponAmount: number;
  payAmount: number;
};

/**
 * The model of a stored order line. Lines written before the line price was stored (issue 27) get
 * it back from their amounts: ⌊unit × amount ÷ raw⌋, which is the engine's ⌊unit × rate⌋ when the
 * 折扣 was the line's only reduction.
 */
export function storedLinePrice(l: StoredLine): LinePriceModel {
  const amount = l.rawAmount - l.discountAmount;
  const unitPrice = l.lineUnitPrice ?? (l.discountAmount === 0 || l.rawAmount === 0 ? l.unitPrice : Math.floor((l.unitPrice * amount) / l.rawAmount));
  const named = (kind: AppliedKind, label: string): Applied => ({ kind, label });
  return {
    number: l.number,
    listUnitPrice: l.listPrice ?? l.unitPrice,
    baseUnitPrice: l.unitPrice,
    rawAmount: l.rawAmount,
    discountAmount: l.discountAmount,
    unitPrice,
    amount,
    applied: l.discountAmount > 0 ? [named('discount', '折扣')] : [],
    manjianAmount: l.manjianAmount,
    couponAmount: l.couponAmount,
    orderApplied: [...(l.manjianAmount > 0 ? [named('manjian', '满减')] : []), ...(l.couponAmount > 0 ? [named('coupon', '优惠券')] : [])],
    charged: l.payAmount,
    finalUnitPrice: l.number > 0 ? Math.floor(l.payAmount / l.number) : 0,
    rate: null,
  };
}
