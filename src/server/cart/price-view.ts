/** The engine's price model as the wire sends it (src/wire/price.ts): yuan strings, two decimals. */
import { fenToYuan } from '../../lib/money';
import type { GoodsQuote as WireQuote, LinePrice } from '../../wire/price';
import { quantityMessage, type GoodsQuote, type LinePriceModel } from '../pricing';

export function linePriceView(m: LinePriceModel): LinePrice {
  return {
    number: m.number,
    list_price: fenToYuan(m.listUnitPrice),
    base_unit_price: fenToYuan(m.baseUnitPrice),
    raw_amount: fenToYuan(m.rawAmount),
    discount_amount: fenToYuan(m.discountAmount),
    unit_price: fenToYuan(m.unitPrice),
    amount: fenToYuan(m.amount),
    applied: m.applied,
    manjian_amount: fenToYuan(m.manjianAmount),
    coupon_amount: fenToYuan(m.couponAmount),
    order_applied: m.orderApplied,
    charged: fenToYuan(m.charged),
    final_unit_price: fenToYuan(m.finalUnitPrice),
  };
}

export function quoteView(q: GoodsQuote, unit: string): WireQuote {
  return {
    goods_id: q.goodsId,
    number: q.number,
    list_price: fenToYuan(q.listPrice),
    unit_price: fenToYuan(q.unitPrice),
    amount: fenToYuan(q.amount),
    applied: q.applied,
    next_tier: q.nextTier ? { number: q.nextTier.number, unit_price: fenToYuan(q.nextTier.unitPrice), more: q.nextTier.more, saving: fenToYuan(q.nextTier.saving) } : null,
    message: q.problem ? quantityMessage(q.problem, unit) : null,
  };
}
