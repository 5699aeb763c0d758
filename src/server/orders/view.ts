/** The API / page shape of orders (money as yuan strings, times as ISO strings). */
import { fenToYuan } from '../../lib/money';
import { goodsImages } from '../catalogue/goods-view';
import type { orderEvents, orderLines, orderLogistics, orderReturns, payments, InvoiceSnapshot } from '../db/schema';
import { buyerActions, STATUS_TEXT } from './state';
import { payUrl } from './create';
import { storedLinePrice } from '../pricing';
import { linePriceView } from '../cart/price-view';
import { lineEquation } from '../../lib/line-equation';
import type { OrderRow } from './transitions';

export const KIND_TEXT = { normal: '普通订单', ephedrine: '含麻订单', points: '积分订单' } as const;
export const INVOICE_TEXT = { none: '不开发票', normal: '普通电子发票', vat: '增值税专用发票' } as const;
export const RECEIPT_TEXT = { none: '', pending: '待回传', submitted: '已回传，待审核', confirmed: '已确认' } as const;
export const RETURN_STATUS_TEXT = { pending: '待审核', approved: '已同意', rejected: '已驳回', refunded: '已退款', cancelled: '已撤销' } as const;
export const RETURN_KIND_TEXT = { return: '退货', after_sales: '售后' } as const;

type LineRow = typeof orderLines.$inferSelect;

export function lineView(l: LineRow) {
  const priceModel = linePriceView(storedLinePrice(l));
  return {
    id: l.id,
    goods_id: l.goodsId,
    type: l.type,
    name: l.name,
    spec: l.spec,
    unit: l.unit,
    manufacturer: l.manufacturer,
    approval_no: l.approvalNo,
    batch_no: l.batchNo,
    expiry_date: l.expiryDate,
    is_ephedrine: l.isEphedrine ? 1 : 0,
    number: l.number,
    price: fenToYuan(l.unitPrice),
    raw_amount: fenToYuan(l.rawAmount),
    manjian_amount: fenToYuan(l.manjianAmount),
    discount_amount: fenToYuan(l.discountAmount),
    coupon_amount: fenToYuan(l.couponAmount),
    pay_amount: fenToYuan(l.payAmount),
    /** The engine's line price as stored when the order was made (issue 27), and its visible sum. */
    price_model: priceModel,
    price_equation: lineEquation(priceModel),
    gift_number: l.giftNumber,
    returned_number: l.returnedNumber,
    activity_names: l.activityNames,
    image: goodsImages(l.goodsId, 1)[0]!.list,
  };
}

export function invoiceView(i: InvoiceSnapshot) {
  return { ...i, type_text: INVOICE_TEXT[i.type] };
}

/** One order in a list: amounts, state, what the buyer can do, the first lines. */
export function orderSummary(o: OrderRow, lines: LineRow[], hasReturns: boolean, now = new Date()) {
  const actions = buyerActions({ status: o.status, payBefore: o.payBefore }, now);
  return {
    id: o.id,
    order_no: o.orderNo,
    kind: o.kind,
    kind_text: KIND_TEXT[o.kind],
    status: o.status,
    status_text: STATUS_TEXT[o.status],
    goods_amount: fenToYuan(o.goodsAmount),
    manjian_amount: fenToYuan(o.manjianAmount),
    discount_amount: fenToYuan(o.discountAmount),
    coupon_amount: fenToYuan(o.couponAmount),
    shipping_fee: fenToYuan(o.shippingFee),
    payable: fenToYuan(o.payableAmount),
    paid_amount: fenToYuan(o.paidAmount),
    refunded_amount: fenToYuan(o.refundedAmount),
    points_amount: o.pointsAmount,
    pay_method: o.payMethod,
    created_at: o.createdAt.toISOString(),
    pay_before: o.payBefore.toISOString(),
    paid_at: o.paidAt?.toISOString() ?? null,
    receipt_status: o.receiptStatus,
    receipt_status_text: RECEIPT_TEXT[o.receiptStatus],
    line_count: lines.length,
    total_number: lines.reduce((s, l) => s + l.number, 0),
    lines: lines.map(lineView),
    has_returns: hasReturns ? 1 : 0,
    can_pay: actions.includes('pay') ? 1 : 0,
    can_cancel: actions.includes('cancel') ? 1 : 0,
    /** What cancelling refunds (a paid order not yet shipped), '' when nothing was paid. */
    cancel_refund: o.status === 'paid' ? fenToYuan(o.paidAmount - o.refundedAmount) : '',
    can_receive: actions.includes('receive') ? 1 : 0,
    can_return: o.status === 'shipped' || o.status === 'completed' ? 1 : 0,
    pay_url: payUrl(o),
  };
}

export type OrderSummary = ReturnType<typeof orderSummary>;

export function returnView(r: typeof orderReturns.$inferSelect, lines: LineRow[]) {
  return {
    id: r.id,
    return_no: r.returnNo,
    order_id: r.orderId,
    kind: r.kind,
    kind_text: RETURN_KIND_TEXT[r.kind],
    status: r.status,
    status_text: RETURN_STATUS_TEXT[r.status],
    reason: r.reason,
    description: r.description,
    photos: r.photos,
    refund_amount: fenToYuan(r.refundAmount),
    reject_reason: r.rejectReason,
    created_at: r.createdAt.toISOString(),
    reviewed_at: r.reviewedAt?.toISOString() ?? null,
    refunded_at: r.refundedAt?.toISOString() ?? null,
    lines: r.lines.map((x) => {
      const l = lines.find((y) => y.id === x.lineId);
      return { line_id: x.lineId, number: x.number, amount: fenToYuan(x.amount), name: l?.name ?? '', spec: l?.spec ?? '', unit: l?.unit ?? '' };
    }),
  };
}

export function eventView(e: typeof orderEvents.$inferSelect) {
  return { event: e.event, from: e.fromStatus, to: e.toStatus, note: e.note, actor: e.actor, at: e.createdAt.toISOString() };
}

export function paymentView(p: typeof payments.$inferSelect) {
  return { trade_no: p.tradeNo, method: p.method, amount: fenToYuan(p.amount), status: p.status, paid_at: p.paidAt?.toISOString() ?? null };
}

export function logisticsView(o: OrderRow, events: (typeof orderLogistics.$inferSelect)[]) {
  return { carrier: o.carrier, tracking_no: o.trackingNo, shipped_at: o.shippedAt?.toISOString() ?? null, events: events.map((e) => ({ text: e.text, at: e.at.toISOString() })) };
}

type NoteLine = { name: string; batch_no: string; expiry_date: string; batches: { batch_no: string; number: number; expiry_date: string }[] };

/**
 * 随货商品批号 / 有效期 under the logistics events, or null when the 出库复核 event already lists the
 * batches shipped (the list once, not twice: issue 31 item 11) or nothing has shipped.
 */
export function batchNote(o: OrderRow, events: { text: string }[], lines: NoteLine[]): string | null {
  if (!o.carrier || events.some((e) => e.text.startsWith('出库复核'))) return null;
  const text = lines
    .map((l) =>
      l.batches.length
        ? l.batches.map((b) => `${l.name} 批号 ${b.batch_no}×${b.number} 有效期至 ${b.expiry_date}`).join('；')
        : `${l.name} 批号 ${l.batch_no} 有效期至 ${l.expiry_date}`,
    )
    .join('；');
  return `随货商品批号 / 有效期：${text}`;
}
