/**
 * The operator's side of an order inside a caller's transaction (the console's audited action, or
 * the CLI's own transaction through ./actions.ts): ship with carrier, tracking and the batch number
 * and expiry actually shipped per line; deliver; cancel — an unpaid order like the buyer's cancel,
 * a paid one with its stock back and the whole payment refunded the way it was paid.
 */
import { groupHold } from '../promotions/group-hold';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orderLineShipments, orderLines, orderLogistics, type orders } from '../db/schema';
import { BusinessError } from '../http/errors';
import { earnOrderPoints } from '../points/orders';
import { lockOrder, transition } from './transitions';
import { cancelLocked } from './deadline';
import { cancelPaidLocked } from './cancel-paid';
import { ORDER_STATUS } from './errors';

export type ShipLine = { lineId: number; batchNo: string; expiryDate: string };
type OrderRow = typeof orders.$inferSelect;

/** Ships a paid order; `lines` (when given) must name every line once with the batch and expiry shipped. */
export async function shipInTx(
  tx: Tx,
  orderId: number,
  carrier: string,
  trackingNo: string,
  lines: ShipLine[] | null,
  now = new Date(),
): Promise<{ before: OrderRow; row: OrderRow }> {
  const order = await lockOrder(tx, orderId, null);
  // A 拼团 order ships only once its group has succeeded.
  const held = await groupHold(tx, order.id);
  if (held) throw new BusinessError(ORDER_STATUS, held);
  const row = await transition(tx, order, 'ship', 'operator', { now, note: `已发货：${carrier} ${trackingNo}`, set: { carrier, trackingNo } });
  const events = [
    { orderId, text: '仓库已打包，等待快递揽收', at: new Date(now.getTime() - 1000) },
    { orderId, text: `【${carrier}】已揽收，运单号 ${trackingNo}`, at: now },
  ];
  if (lines) {
    const own = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
    const given = new Map(lines.map((l) => [l.lineId, l]));
    if (given.size !== lines.length || own.length !== lines.length || own.some((l) => !given.has(l.id))) {
      throw new BusinessError(ORDER_STATUS, '请为订单的每一行商品填写发货批号和有效期');
    }
    for (const l of own) {
      const s = given.get(l.id)!;
      await tx.update(orderLines).set({ batchNo: s.batchNo, expiryDate: s.expiryDate }).where(eq(orderLines.id, l.id));
      await tx.insert(orderLineShipments).values({ orderId, lineId: l.id, batchNo: s.batchNo, expiryDate: s.expiryDate });
    }
    events.splice(1, 0, {
      orderId,
      text: `出库复核：${own.map((l) => `${l.name} 批号 ${given.get(l.id)!.batchNo} 有效期至 ${given.get(l.id)!.expiryDate}`).join('；')}`,
      at: new Date(now.getTime() - 500),
    });
  }
  await tx.insert(orderLogistics).values(events);
  return { before: order, row };
}

export async function deliverInTx(tx: Tx, orderId: number, now = new Date()): Promise<{ before: OrderRow; row: OrderRow }> {
  const order = await lockOrder(tx, orderId, null);
  const row = await transition(tx, order, 'deliver', 'operator', { now });
  await earnOrderPoints(tx, row);
  await tx.insert(orderLogistics).values({ orderId, text: `【${order.carrier || '快递'}】已签收，签收人：${order.address.consignee}`, at: now });
  return { before: order, row };
}

/** Operator cancel: unpaid → cancelled; paid (not shipped) → cancelled with stock back and a full refund (./cancel-paid.ts). */
export async function cancelByOperator(tx: Tx, orderId: number, reason: string, now = new Date()): Promise<{ before: OrderRow; row: OrderRow; refunded: number }> {
  const order = await lockOrder(tx, orderId, null);
  if (order.status === 'pending_payment') return { before: order, row: await cancelLocked(tx, order, 'cancel', 'operator', reason, now), refunded: 0 };
  if (order.status !== 'paid') throw new BusinessError(ORDER_STATUS, '只有待支付或待发货的订单可以取消；已发货的订单请走退货');
  const { row, refunded } = await cancelPaidLocked(tx, order, 'operator', reason, now);
  return { before: order, row, refunded };
}
