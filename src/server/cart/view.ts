/**
 * The cart as the API sends it (spec section 3: cart item, goods in a cart item, shipping_data,
 * activity_data, filter_data). Money leaves as yuan strings with two decimals ("12.50"); the
 * islands show these and never compute amounts themselves, so the page always shows the server's
 * numbers.
 */
import { fenToYuan, formatYuan } from '../../lib/money';
import type { CartActivity, CartData, CartItem } from '../../wire/cart';
import { goodsView, type GoodsSource } from '../catalogue/goods-view';
import { monthsLeft } from '../promotions/clearance';
import { needsExpiryConfirm } from '../promotions/expiry';
import { shanghaiToday } from '../../lib/time';
import type { Viewer } from '../auth/viewer';
import { linePrices, quantityMessage, quantityRange, tierPriceAfter, tierTexts, type ActivityResult, type InvalidReason, type LineResult, type LinePriceModel } from '../pricing';
import { linePriceView } from './price-view';
import { nextHintText, PROMOTION_KIND_TEXT, rateText, tierLabel } from '../promotions/vocabulary';
import type { LoadedCart } from './load';
import { FILTER_ALL } from './schemas';

export const INVALID_TEXT: Record<InvalidReason, string> = {
  not_visible: '已下架',
  not_buyable: '暂不可购买',
  sold_out: '已售罄',
  combination_part: '组合内商品已失效',
};

/** Filters of the cart list (`filter` query; 99999 all). */
export const FILTERS = [
  { value: FILTER_ALL, name: '全部商品' },
  { value: 1, name: '满减商品' },
  { value: 2, name: '满折商品' },
  { value: 3, name: '失效商品' },
  { value: 4, name: '单品包邮' },
] as const;

function matchesFilter(filter: number, line: LineResult, g: GoodsSource | undefined): boolean {
  switch (filter) {
    case 1:
      return line.manjianId !== null;
    case 2:
      return line.discountId !== null;
    case 3:
      return line.invalid !== null;
    case 4:
      return !!g?.isDpby;
    default:
      return true;
  }
}

const rowIndex = new WeakMap<LoadedCart, Map<number, LoadedCart['rows'][number]>>();
const models = new WeakMap<LoadedCart, Map<number, LinePriceModel>>();

/** The engine's price model of every line of a loaded cart (computed once per load). */
export function cartLinePrices(loaded: LoadedCart): Map<number, LinePriceModel> {
  let m = models.get(loaded);
  if (!m) models.set(loaded, (m = linePrices(loaded.pricing, new Map([...loaded.pricingGoods].map(([id, g]) => [id, g.basePrice])), loaded.activities)));
  return m;
}

export function itemView(loaded: LoadedCart, line: LineResult, viewer: Viewer, today: string): CartItem {
  let rows = rowIndex.get(loaded);
  if (!rows) rowIndex.set(loaded, (rows = new Map(loaded.rows.map((r) => [r.id, r]))));
  const row = rows.get(line.id)!;
  const g = loaded.goods.get(line.goodsId)!;
  const pg = loaded.pricingGoods.get(line.goodsId)!;
  const range = quantityRange(pg);
  const parts = g.type === 3 ? (loaded.parts.get(g.id) ?? []) : [];
  return {
    id: line.id,
    goods_id: line.goodsId,
    number: line.number,
    price: fenToYuan(line.unitPrice),
    type: line.type,
    goods_type: line.type,
    is_selected: line.isSelected ? 1 : 0,
    with_coupon: line.withCoupon ? 1 : 0,
    goods_manjian_amount: fenToYuan(line.manjianAmount),
    goods_discount_amount: fenToYuan(line.discountAmount),
    gift_data: line.gift,
    raw_price: fenToYuan(line.rawPrice),
    raw_price_manjian: fenToYuan(line.rawPriceManjian),
    pay_price: fenToYuan(line.payAmount),
    ck_id: row.ckId,
    invalid: line.invalid ? 1 : 0,
    invalid_text: line.invalid ? INVALID_TEXT[line.invalid] : null,
    warning: line.problem ? quantityMessage(line.problem, g.unit) : null,
    step: range.step,
    min: range.min,
    max: Math.max(range.max, 0),
    // At the price the line pays (after its 折扣), in the ladder's own terms (type 1: from the tier's quantity on).
    ladder: {
      tier: line.tier ? { number: line.tier.number, price: fenToYuan(tierPriceAfter(line.tier.price, cartLinePrices(loaded).get(line.id)?.rate ?? null)) } : null,
      hint: tierTexts(line, g.ladderPriceType, g.unit, cartLinePrices(loaded).get(line.id)?.rate ?? null).next,
    },
    manjian_id: line.manjianId,
    discount_id: line.discountId,
    /** The special price pricing this line (秒杀 / 每日特价 / 近效期), decided by the server now. */
    activity: line.special ? { kind: line.special.kind, name: line.special.name, ends_at: line.special.endsAt, member_limit: line.special.memberLimit } : null,
    expiry_months_left: monthsLeft(g.expiryDate, today),
    near_expiry_line: needsExpiryConfirm({ line, goods: g }, today) ? 1 : 0,
    expiry_confirm: needsExpiryConfirm({ line, goods: g }, today) ? 1 : 0,
    created_at: row.createdAt,
    price_model: linePriceView(cartLinePrices(loaded).get(line.id)!),
    goods: {
      ...goodsView(g, viewer, today),
      stock_for_cart: pg.stock,
      combination: parts.map((p) => ({ number: p.number, goods: goodsView(p.goods, viewer, today) })),
    },
  };
}

export type CartItemView = ReturnType<typeof itemView>;

export function activityView(a: ActivityResult, withCoupon: boolean): CartActivity {
  const value = (v: number) => (a.kind === 'discount' ? v : fenToYuan(v));
  return {
    id: a.id,
    kind: a.kind as 'manjian' | 'discount', // gifts are per line (gift_data), never listed here
    kind_text: PROMOTION_KIND_TEXT[a.kind],
    name: a.name,
    eligible_amount: fenToYuan(a.eligibleAmount),
    tiers: a.tiers.map((t) => ({ amount: fenToYuan(t.amount), value: value(t.value), status: t.status, label: tierLabel(a.kind, t, formatYuan) })),
    applied: a.applied ? tierLabel(a.kind, a.applied, formatYuan) : null,
    reduction: fenToYuan(a.reduction),
    next: a.next ? { amount: fenToYuan(a.next.tier.amount), need: fenToYuan(a.next.need), value: value(a.next.tier.value), text: nextHintText(a.kind, a.next, formatYuan) } : null,
    /** Summary line: what is reached and what comes next. */
    hint: a.applied
      ? `已满足${tierLabel(a.kind, a.applied, formatYuan)}${a.kind === 'discount' ? '' : `，已减${formatYuan(a.reduction)}`}${a.next ? `，${nextHintText(a.kind, a.next, formatYuan)}` : ''}`
      : a.next
        ? nextHintText(a.kind, a.next, formatYuan)
        : '',
    rate_text: a.applied && a.kind === 'discount' ? rateText(a.applied.value) : null,
    item_ids: a.lineIds,
    with_coupon: withCoupon ? 1 : 0,
  };
}

export type ActivityView = ReturnType<typeof activityView>;

/** The whole cart (GET /api/cart/list and every mutation's answer). */
export function cartView(loaded: LoadedCart, viewer: Viewer, filter: number = FILTER_ALL, today = shanghaiToday()): CartData {
  const { pricing } = loaded;
  const withCoupon = new Map(loaded.activities.map((a) => [a.id, a.withCoupon]));
  const valid = pricing.lines.filter((l) => !l.invalid);
  const invalid = pricing.lines.filter((l) => l.invalid);
  const shown = (l: LineResult) => matchesFilter(filter, l, loaded.goods.get(l.goodsId));
  const items = valid.filter(shown).map((l) => itemView(loaded, l, viewer, today));
  const invalidItems = (filter === FILTER_ALL || filter === 3 ? invalid : []).map((l) => itemView(loaded, l, viewer, today));

  // Groups by activity: each 满减 with lines, then each 满折 for lines without a 满减, then the rest.
  const shownIds = new Set(items.map((i) => i.id));
  const groups: { key: string; kind: 'manjian' | 'discount' | 'none'; activity_id: number | null; title: string; item_ids: number[] }[] = [];
  const placed = new Set<number>();
  for (const a of pricing.manjians) {
    const ids = valid.filter((l) => l.manjianId === a.id && shownIds.has(l.id)).map((l) => l.id);
    if (ids.length) groups.push({ key: `manjian-${a.id}`, kind: 'manjian', activity_id: a.id, title: a.name, item_ids: ids });
    ids.forEach((id) => placed.add(id));
  }
  for (const a of pricing.discounts) {
    const ids = valid.filter((l) => l.discountId === a.id && !placed.has(l.id) && shownIds.has(l.id)).map((l) => l.id);
    if (ids.length) groups.push({ key: `discount-${a.id}`, kind: 'discount', activity_id: a.id, title: a.name, item_ids: ids });
    ids.forEach((id) => placed.add(id));
  }
  const rest = items.filter((i) => !placed.has(i.id)).map((i) => i.id);
  if (rest.length) groups.push({ key: 'none', kind: 'none', activity_id: null, title: '其他商品', item_ids: rest });

  const t = pricing.totals;
  const s = pricing.shipping;
  const relevant = (a: ActivityResult) => a.lineIds.length > 0;
  return {
    total: t.count,
    items,
    invalid_items: invalidItems,
    groups,
    activity_data: {
      manjians: pricing.manjians.filter(relevant).map((a) => activityView(a, withCoupon.get(a.id) ?? true)),
      discounts: pricing.discounts.filter(relevant).map((a) => activityView(a, withCoupon.get(a.id) ?? true)),
    },
    shipping_data: {
      shipping_amount: fenToYuan(s.shippingAmount),
      no_trans_order_amount: fenToYuan(s.noTransOrderAmount),
      shipping_fee: fenToYuan(s.fee),
      is_free: s.free ? 1 : 0,
      free_reason: s.freeReason,
      need: fenToYuan(s.need),
      text: s.free
        ? s.freeReason === 'single_item'
          ? '已满足单品包邮'
          : '已满足包邮条件'
        : t.selectedCount === 0
          ? `满${formatYuan(s.noTransOrderAmount)}包邮`
          : s.noTransOrderAmount > 0
            ? `运费${formatYuan(s.fee)}，再买${formatYuan(s.need)}可包邮`
            : `运费${formatYuan(s.fee)}`,
    },
    filter_data: FILTERS.map((f) => ({
      value: f.value,
      name: f.name,
      count: pricing.lines.filter((l) => matchesFilter(f.value, l, loaded.goods.get(l.goodsId))).length,
      active: f.value === filter ? 1 : 0,
    })),
    summary: {
      count: t.count,
      invalid_count: invalid.length,
      selected_count: t.selectedCount,
      selected_number: t.selectedNumber,
      /** 1 when every buyable line is selected (select-all checkbox state). */
      all_selected: valid.length > 0 && valid.every((l) => l.isSelected) ? 1 : 0,
      goods_amount: fenToYuan(t.goodsAmount),
      manjian_amount: fenToYuan(t.manjianAmount),
      discount_amount: fenToYuan(t.discountAmount),
      promotion_amount: fenToYuan(t.manjianAmount + t.discountAmount),
      order_amount: fenToYuan(t.orderAmount),
      coupon_amount: fenToYuan(t.couponAmount),
      shipping_fee: fenToYuan(t.shippingFee),
      payable: fenToYuan(t.payable),
      /** Lines that checkout would refuse (quantity above limit or stock). */
      problem_ids: pricing.lines.filter((l) => l.counted && l.problem).map((l) => l.id),
    },
  };
}

export type CartView = ReturnType<typeof cartView>;
