/**
 * Shipping (spec section 5): free when any counted line has the single-item free-shipping flag
 * (`is_dpby`) and its quantity is at least its `qg_number`; otherwise free when the order amount
 * (goods after 满减 and 折扣, before coupons) reaches `no_trans_order_amount`; otherwise the fee
 * `shipping_amount`. An empty selection ships nothing and costs nothing.
 */
import type { ShippingResult, ShippingSettings } from './types';

export type ShippingLine = { isDpby: boolean; qgNumber: number; number: number };

export function singleItemFree(line: ShippingLine): boolean {
  return line.isDpby && line.number >= Math.max(1, line.qgNumber);
}

export function shippingFor(countedLines: readonly ShippingLine[], orderAmount: number, settings: ShippingSettings): ShippingResult {
  const shippingAmount = Math.max(0, Math.trunc(settings.shippingAmount) || 0);
  const noTransOrderAmount = Math.max(0, Math.trunc(settings.noTransOrderAmount) || 0);
  const base = { shippingAmount, noTransOrderAmount };
  if (countedLines.length === 0) return { ...base, fee: 0, free: false, freeReason: null, need: noTransOrderAmount };
  if (countedLines.some(singleItemFree)) return { ...base, fee: 0, free: true, freeReason: 'single_item', need: 0 };
  if (noTransOrderAmount > 0 && orderAmount >= noTransOrderAmount) return { ...base, fee: 0, free: true, freeReason: 'order_amount', need: 0 };
  if (shippingAmount === 0) return { ...base, fee: 0, free: true, freeReason: 'order_amount', need: 0 };
  return {
    ...base,
    fee: shippingAmount,
    free: false,
    freeReason: null,
    need: noTransOrderAmount > 0 ? noTransOrderAmount - orderAmount : 0,
  };
}
