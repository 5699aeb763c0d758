/**
 * Prices a plan as the cart would: each chosen line's quantity fitted to its goods (中包装, limits,
 * stock), then the pricing engine (`priceCart`, the same function the cart uses) with the goods'
 * running activities and the store's shipping rule. Nothing is written.
 */
import { fenToYuan, formatYuan } from '../../lib/money';
import { goodsWithVisibility, toPricingGoods } from '../cart/load';
import type { GoodsSource } from '../catalogue/goods-view';
import { shanghaiToday } from '../../lib/time';
import { addMonthsDay } from '../../lib/near-expiry';
import type { Viewer } from '../auth/viewer';
import { activitiesFor, shippingFor } from '../promotions';
import { specialPricesFor } from '../promotions/special';
import { linePrices, priceCart, tierTexts, type PricingGoods } from '../pricing';
import { linePriceView } from '../cart/price-view';
import { lineEquation } from '../../lib/line-equation';
import { nextHintText, PROMOTION_KIND_TEXT, tierLabel } from '../promotions/vocabulary';
import { fitQuantity } from './quantities';
import type { PlanPricing, PricedLine } from '../../wire/purchase-plan';

export type { PlanPricing, PricedLine };

export type PlanActor = { storeId: number; viewer: Viewer; province: string | null };
export type PriceLine = { key: number; goodsId: number; quantity: number; chosen: boolean };

/** "有效期至 2026-05-01，剩余不足 12 个月" when the goods expire before the plan's minimum shelf life. */
export function expiryWarning(expiryDate: string, minShelfMonths: number, today: string): string | null {
  if (minShelfMonths <= 0 || !expiryDate) return null;
  return expiryDate < addMonthsDay(today, minShelfMonths) ? `有效期至 ${expiryDate}，剩余不足 ${minShelfMonths} 个月` : null;
}

export type LoadedGoods = Map<number, { goods: GoodsSource; pg: PricingGoods }>;

/** Goods rows with the viewer's visibility, as pricing sees them (single goods only). */
export async function loadPlanGoods(ids: number[], viewer: Viewer): Promise<LoadedGoods> {
  const found = await goodsWithVisibility(ids, viewer);
  return new Map([...found].filter(([, f]) => f.goods.type === 1).map(([id, f]) => [id, { goods: f.goods, pg: toPricingGoods(f.goods, f.visible) }]));
}

export async function pricePlan(actor: PlanActor, lines: readonly PriceLine[], minShelfMonths: number, loaded?: LoadedGoods, now = new Date()): Promise<PlanPricing> {
  const ids = [...new Set(lines.map((l) => l.goodsId))];
  const goods = loaded ?? (await loadPlanGoods(ids, actor.viewer));
  // Special prices (秒杀, 特价, clearance) price a plan line exactly as they would price the cart line.
  const [activities, shipping, specials] = await Promise.all([activitiesFor(ids, now), shippingFor(actor.province), specialPricesFor(ids, actor.storeId, now)]);
  const today = shanghaiToday(now);

  const fitted = lines.map((l) => {
    const f = goods.get(l.goodsId);
    if (!f || !f.pg.visible) {
      return { line: l, fit: { wanted: l.quantity, number: 0, changes: [{ from: l.quantity, to: 0, reason: '商品已下架或不可采购' }], buyable: false }, f };
    }
    return { line: l, fit: fitQuantity(f.pg, l.quantity, f.goods.unit, specials.get(l.goodsId) ?? null), f };
  });
  const pricing = priceCart({
    lines: fitted.map(({ line, fit }, i) => ({ id: i + 1, goodsId: line.goodsId, type: 1, number: fit.number, isSelected: line.chosen && fit.buyable })),
    goods: new Map([...goods].map(([id, f]) => [id, { ...f.pg, special: specials.get(id) ?? null }])),
    activities,
    shipping,
  });

  const models = linePrices(pricing, new Map([...goods].map(([id, f]) => [id, f.pg.basePrice])), activities);
  const priced: PricedLine[] = fitted.map(({ line, fit, f }, i) => {
    const r = pricing.lines[i]!;
    const raw = models.get(r.id)!;
    const model = linePriceView(raw);
    // Tier prices after the line's 折扣 (94折), as the detail page's ladder shows them; band ladders in their own terms.
    const tiers = tierTexts(r, f?.goods.ladderPriceType ?? 0, f?.goods.unit ?? '', raw.rate);
    return {
      key: line.key,
      goods_id: line.goodsId,
      chosen: line.chosen && fit.buyable,
      wanted: fit.wanted,
      number: fit.number,
      changes: fit.changes,
      buyable: fit.buyable && r.invalid === null,
      unit_price: model.unit_price,
      amount: model.amount,
      price_model: model,
      price_equation: lineEquation(model),
      tier_text: tiers.reached,
      next_tier_text: tiers.next,
      expiry_date: f?.goods.expiryDate ?? '',
      expiry_warning: f ? expiryWarning(f.goods.expiryDate, minShelfMonths, today) : null,
      unit: f?.goods.unit ?? '',
    };
  });

  const t = pricing.totals;
  const s = pricing.shipping;
  return {
    lines: priced,
    totals: {
      count: t.selectedCount,
      number: t.selectedNumber,
      goods_amount: fenToYuan(t.goodsAmount),
      manjian_amount: fenToYuan(t.manjianAmount),
      discount_amount: fenToYuan(t.discountAmount),
      order_amount: fenToYuan(t.orderAmount),
      shipping_fee: fenToYuan(t.shippingFee),
      payable: fenToYuan(t.payable),
    },
    activities: [...pricing.manjians, ...pricing.discounts]
      .filter((a) => a.lineIds.length > 0 && a.eligibleAmount > 0)
      .map((a) => ({
        id: a.id,
        kind: a.kind,
        kind_text: PROMOTION_KIND_TEXT[a.kind],
        name: a.name,
        reached: a.applied ? tierLabel(a.kind, a.applied, formatYuan) : null,
        text: a.next ? nextHintText(a.kind, a.next, formatYuan) : a.applied ? '已是最高档' : '', // `reached` already names the tier (shown as 已享…)
      })),
    shipping: {
      free: s.free,
      need: fenToYuan(s.free ? 0 : s.need),
      text: s.free ? '已包邮' : s.noTransOrderAmount > 0 ? `再买${formatYuan(s.need)} 可包邮（运费 ${formatYuan(s.fee)}）` : `运费 ${formatYuan(s.fee)}`,
    },
  };
}
