/**
 * Step 2 (核对订单信息): the hand-over from the cart (session `cart_checkout`), the buyer's
 * addresses, and the order(s) as they would be created — priced by the server for the chosen
 * address (shipping rules are per province). The same drafts are what order creation writes.
 */
import { listAddresses } from '../accounts/addresses';
import type { CartActor } from '../cart/actor';
import { CHECKOUT_SESSION_KEY, type CheckoutHandOver } from '../cart/http.server';
import { fenToYuan, formatYuan } from '../../lib/money';
import type { CheckoutData, CouponOption as WireCouponOption, Draft } from '../../wire/checkout';
import { goodsImages } from '../catalogue/goods-view';
import { applyCoupon, draftOrders, type OrderDraft } from './draft';
import { pricingCoupon, scopeTexts, type ScopedCoupon } from '../coupons/scope';
import { unusedCoupons } from '../coupons/use';
import { checkoutOption } from '../coupons/checkout-option';
import { totalPayable } from './create';
import { KIND_TEXT } from './view';
import { needsExpiryConfirm } from '../promotions/expiry';
import { requireZoneForLines } from '../batches/zone-rule';
import { linePrices } from '../pricing';
import { linePriceView } from '../cart/price-view';

/** What the hand-over needs of a page or an endpoint: its session. */
type WithSession = { session?: { get(key: string): Promise<unknown>; delete(key: string): void } };

/** A hand-over is good for a working day; older ones send the buyer back to the cart. */
const HANDOVER_MAX_AGE_MS = 12 * 3_600_000;

/** The cart line ids chosen at checkout for this store, or null. */
export async function handoverIds(context: WithSession, storeId: number, now = Date.now()): Promise<number[] | null> {
  let h: CheckoutHandOver | undefined;
  try {
    h = (await context.session?.get(CHECKOUT_SESSION_KEY)) as CheckoutHandOver | undefined;
  } catch {
    return null;
  }
  if (!h || h.storeId !== storeId || !Array.isArray(h.ids) || now - h.at > HANDOVER_MAX_AGE_MS) return null;
  return h.ids;
}

export function clearHandover(context: WithSession): void {
  context.session?.delete(CHECKOUT_SESSION_KEY);
}

export function draftView(d: OrderDraft): Draft {
  const t = d.pricing.totals;
  const s = d.pricing.shipping;
  const models = linePrices(d.pricing, new Map(d.lines.map((x) => [x.goods.id, x.goods.basePrice])), d.input.activities);
  return {
    kind: d.kind,
    kind_text: KIND_TEXT[d.kind],
    lines: d.lines.map(({ line: l, goods: g, activityNames }) => ({
      cart_id: l.id,
      goods_id: g.id,
      name: g.name,
      spec: g.spec,
      unit: g.unit,
      manufacturer: g.manufacturer,
      batch_no: g.batchNo,
      expiry_date: g.expiryDate,
      image: goodsImages(g.id, 1)[0]!.list,
      number: l.number,
      price: fenToYuan(l.unitPrice),
      raw_price: fenToYuan(l.rawPrice),
      pay_price: fenToYuan(l.payAmount),
      manjian_amount: fenToYuan(l.manjianAmount),
      discount_amount: fenToYuan(l.discountAmount),
      gift_number: l.gift.total,
      activity_names: activityNames,
      is_ephedrine: g.isEphedrine ? 1 : 0,
      ephedrine_limit: g.ephedrineLimit ?? 0,
      expiry_confirm: needsExpiryConfirm({ line: l, goods: g }) ? 1 : 0,
      price_model: linePriceView(models.get(l.id)!),
    })),
    goods_amount: fenToYuan(t.goodsAmount),
    manjian_amount: fenToYuan(t.manjianAmount),
    discount_amount: fenToYuan(t.discountAmount),
    coupon_amount: fenToYuan(t.couponReduction),
    shipping_fee: fenToYuan(t.shippingFee),
    shipping_text: s.free ? (s.freeReason === 'single_item' ? '单品包邮' : '满额包邮') : s.noTransOrderAmount > 0 ? `满 ${formatYuan(s.noTransOrderAmount)} 包邮` : '',
    payable: fenToYuan(t.payable),
    total_number: d.lines.reduce((sum, l) => sum + l.line.number, 0),
  };
}

/** A coupon as step 2 lists it, plus the fen it takes off (for sorting; never sent). */
export type CouponOption = WireCouponOption & { fen: number };

/**
 * The store's coupons against the ordinary order: what each takes off, usable ones (best first) before
 * the rest. A scoped coupon is judged on the goods it covers only; one whose goods are not in the
 * order is not usable (「订单中没有该券适用的商品」). The option itself is the coupon's (../coupons/).
 */
export function couponOptions(drafts: readonly OrderDraft[], list: readonly ScopedCoupon[], scopes: ReadonlyMap<number, string> = new Map()): CouponOption[] {
  const normal = drafts.find((d) => d.kind === 'normal');
  return list
    .map((c) => {
      const priced = normal ? applyCoupon(normal, pricingCoupon(c)).pricing.totals : null;
      return checkoutOption(c, priced && { off: priced.couponReduction, eligible: priced.couponAmount }, scopes.get(c.couponId));
    })
    .sort((a, b) => b.fen - a.fen);
}

export type CheckoutView = Awaited<ReturnType<typeof checkoutPreview>>;

/**
 * Everything step 2 shows, for the chosen (or default) address and coupon: `couponId` undefined picks
 * the best usable coupon, 0 / null none, an id that one (if it is usable for this order).
 */
export async function checkoutPreview(actor: CartActor, ids: readonly number[], addressId?: number | null, company = '', couponId?: number | null): Promise<CheckoutData> {
  const addresses = await listAddresses(actor.storeId);
  const address = addresses.find((a) => a.id === addressId) ?? addresses.find((a) => a.is_default === 1) ?? addresses[0] ?? null;
  let drafts = await draftOrders(actor, ids, address?.province ?? actor.province);
  // A short-dated batch outside the 近效期专场 is told at step 2, not only when the order is submitted.
  await requireZoneForLines(drafts.flatMap((d) => d.lines));
  const owned = await unusedCoupons(actor.storeId);
  const options = couponOptions(drafts, owned, await scopeTexts(owned));
  const chosen = couponId === undefined ? options.find((o) => o.usable === 1) : options.find((o) => o.id === couponId && o.usable === 1);
  if (chosen) {
    const c = owned.find((x) => x.id === chosen.id)!;
    drafts = drafts.map((d) => applyCoupon(d, pricingCoupon(c)));
  }
  const payable = totalPayable(drafts);
  return {
    addresses,
    address_id: address?.id ?? null,
    orders: drafts.map(draftView),
    split: drafts.length > 1 ? 1 : 0,
    has_ephedrine: drafts.some((d) => d.kind === 'ephedrine') ? 1 : 0,
    payable: fenToYuan(payable),
    invoice_title: company,
    coupons: options.map(({ fen: _fen, ...o }) => o),
    coupon_id: chosen?.id ?? 0,
  };
}
