/**
 * Points for orders. Rate: 1 point per whole yuan an order finally paid (paid − refunded, fractions
 * dropped), granted when the order completes (buyer confirms receipt or the operator records the
 * delivery), once per order (`earn` with ref `order:<id>`). A refund after completion takes back the
 * points the refunded money had earned (`reverse`, ref `order:<id>:return:<return id>`), but never
 * more than the store still holds: points already spent are not clawed back. Points do not expire.
 * Points orders (积分商城) earn nothing.
 */
import { grantPoints, pointsOf, pointsSumFor, postPoints, type Conn } from './ledger';

/** Points per yuan paid. */
export const POINTS_PER_YUAN = 1;

export function pointsForPaid(fen: number): number {
  return Math.max(0, Math.floor(fen / 100) * POINTS_PER_YUAN);
}

type OrderFacts = { id: number; storeId: number; orderNo: string; kind: string; paidAmount: number; refundedAmount: number };

/** On completion (inside the completing transaction): grants the order's points once. */
export async function earnOrderPoints(tx: Conn, order: OrderFacts): Promise<number> {
  if (order.kind === 'points') return 0;
  const points = pointsForPaid(order.paidAmount - order.refundedAmount);
  if (points <= 0) return 0;
  const after = await grantPoints(tx, order.storeId, points, 'earn', `order:${order.id}`, `订单 ${order.orderNo} 完成`);
  return after === null ? 0 : points;
}

/**
 * On a refund (inside the refund transaction; `refundedAfter` = the order's refunded total including
 * this refund): takes back what the refunded money had earned, bounded by the points held.
 */
export async function reverseOrderPoints(tx: Conn, order: OrderFacts, returnId: number, refundedAfter: number): Promise<number> {
  const ref = `order:${order.id}`;
  const net = await pointsSumFor(tx, order.storeId, ref);
  if (net <= 0) return 0;
  const should = pointsForPaid(order.paidAmount - refundedAfter);
  const take = Math.min(net - should, await pointsOf(order.storeId, tx));
  if (take <= 0) return 0;
  const after = await postPoints(tx, { storeId: order.storeId, kind: 'reverse', amount: -take, ref: `${ref}:return:${returnId}`, note: `订单 ${order.orderNo} 退款扣回` });
  return after === null ? 0 : take;
}
