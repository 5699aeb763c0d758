/**
 * What buyers and operators do with an order after it exists: cancel an unpaid order (stock back),
 * confirm receipt, buy again (the lines back into the cart), the 含麻 receiver and receipt, and the
 * operator's ship / deliver. Every status change goes through the state machine on a locked row.
 */
import { asc, eq, or } from 'drizzle-orm';
import { db } from '../db/client';
import { orderLines, orders, type EphedrineReceiver } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import { addLines, type AddResult } from '../cart/add';
import type { CartActor } from '../cart/actor';
import { lockOrder, note, transition } from './transitions';
import { cancelLocked } from './deadline';
import { cancelPaidLocked } from './cancel-paid';
import { fenToYuan } from '../../lib/money';
import { earnOrderPoints } from '../points/orders';
import { ORDER_EPHEDRINE_RECEIVER, ORDER_STATUS } from './errors';
import { deliverInTx, shipInTx } from './fulfil';
import { STATUS_TEXT } from './state';

/**
 * POST /api/order/{id}/cancel: the buyer cancels an unpaid order (its stock goes back) or a paid one
 * not yet shipped (stock back and the payment refunded the way it was paid, ./cancel-paid.ts).
 */
export async function cancelOrder(storeId: number, orderId: number, reason = '', now = new Date()) {
  const conn = await db();
  return conn.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, storeId);
    const why = reason.trim() || '买家取消订单';
    if (order.status === 'paid') {
      const { row, refunded } = await cancelPaidLocked(tx, order, 'buyer', why, now);
      return { id: row.id, status: row.status, status_text: STATUS_TEXT[row.status], refunded: fenToYuan(refunded) };
    }
    const row = await cancelLocked(tx, order, 'cancel', 'buyer', why, now);
    return { id: row.id, status: row.status, status_text: STATUS_TEXT[row.status], refunded: '0.00' };
  });
}

/** POST /api/order/{id}/receive: the buyer confirms receipt of a shipped order. */
export async function confirmReceipt(storeId: number, orderId: number, now = new Date()) {
  const conn = await db();
  return conn.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, storeId);
    const row = await transition(tx, order, 'receive', 'buyer', { now });
    await earnOrderPoints(tx, row);
    return { id: row.id, status: row.status, status_text: STATUS_TEXT[row.status] };
  });
}

/** POST /api/order/{id}/buy_again: the order's goods go back into the cart (current prices, limits checked). */
export async function buyAgain(actor: CartActor, orderId: number): Promise<AddResult> {
  const conn = await db();
  const [order] = await conn.select({ id: orders.id, storeId: orders.storeId }).from(orders).where(eq(orders.id, orderId));
  if (!order || order.storeId !== actor.storeId) throw new NotFoundError('订单不存在');
  const lines = await conn.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  return addLines(
    actor,
    lines.map((l) => ({ goods_id: l.goodsId, number: l.number, ck_id: 0, type: (l.type === 3 ? 3 : 1) as 1 | 3, price: undefined })),
  );
}

/** 含麻 orders: the buyer's receiver information (name, ID number, phone), set before payment on /cart_hm. */
export async function setEphedrineReceiver(storeId: number, orderId: number, receiver: EphedrineReceiver) {
  const conn = await db();
  return conn.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, storeId);
    if (order.kind !== 'ephedrine') throw new BusinessError(ORDER_EPHEDRINE_RECEIVER, '该订单不是含麻订单');
    if (order.status !== 'pending_payment') throw new BusinessError(ORDER_STATUS, `订单${STATUS_TEXT[order.status]}，不能修改收货人信息`);
    await tx.update(orders).set({ ephedrineReceiver: receiver, updatedAt: new Date() }).where(eq(orders.id, order.id));
    await note(tx, order.id, 'ephedrine_receiver', `登记含麻收货人：${receiver.name}`);
    return { id: order.id };
  });
}

/** /hmdd: the buyer uploads the signed 含麻回执单 of a delivered (shipped or completed) 含麻 order. */
export async function submitReceipt(storeId: number, orderId: number, fileRef: string, now = new Date()) {
  const conn = await db();
  return conn.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, storeId);
    if (order.kind !== 'ephedrine') throw new BusinessError(ORDER_EPHEDRINE_RECEIVER, '该订单不是含麻订单');
    if (order.status !== 'shipped' && order.status !== 'completed') throw new BusinessError(ORDER_STATUS, '订单发货后才能回传回执单');
    if (order.receiptStatus === 'confirmed') throw new BusinessError(ORDER_STATUS, '回执单已确认，无需再次回传');
    await tx.update(orders).set({ receiptStatus: 'submitted', receiptFile: fileRef, receiptSignedAt: now, updatedAt: now }).where(eq(orders.id, order.id));
    await note(tx, order.id, 'receipt', '已签收并回传含麻回执单');
    return { id: order.id, receipt_status: 'submitted' };
  });
}

/** Operator: the order by id or order number. */
export async function findOrder(ref: string) {
  const conn = await db();
  const id = /^\d{1,9}$/.test(ref) ? Number(ref) : -1;
  const [row] = await conn
    .select()
    .from(orders)
    .where(or(eq(orders.id, id), eq(orders.orderNo, ref)));
  return row ?? null;
}

/** Operator `orders:ship`: carrier, tracking number, first logistics event (./fulfil.ts). */
export async function shipOrder(orderId: number, carrier: string, trackingNo: string, now = new Date()) {
  const conn = await db();
  return conn.transaction(async (tx) => (await shipInTx(tx, orderId, carrier, trackingNo, null, now)).row);
}

/** Operator `orders:deliver`: the carrier delivered; the order completes. */
export async function deliverOrder(orderId: number, now = new Date()) {
  const conn = await db();
  return conn.transaction(async (tx) => (await deliverInTx(tx, orderId, now)).row);
}
