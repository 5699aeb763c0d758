/**
 * Returns (退货) and after-sales (售后) requests: some lines and quantities of a shipped or
 * completed order, with a reason and photos. An operator approves (the refund goes back the way
 * the order was paid: balance ledger, credit bill, or the gateway) or rejects with a reason.
 * Quantities are checked against what was bought minus what is already returned or requested;
 * the refund is each line's paid amount pro rata (the last units get the remainder), so the sum
 * of refunds never exceeds what was paid (CHECK refunded ≤ paid on the order).
 */
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { db } from '../db/client';
import { orderLines, orderReturns, orders, type ReturnLine } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import { postEntry, type Conn } from '../wallet/ledger';
import { refundCredit } from '../credit/service';
import { refundToVouchers, voucherPaidFor } from '../wallet/vouchers';
import { reverseOrderPoints } from '../points/orders';
import { lockOrder, note } from './transitions';
import { newReturnNo } from './numbers';
import { ORDER_RETURN } from './errors';
import { RETURN_KIND_TEXT, returnView } from './view';

export const RETURN_REASONS = ['商品破损', '商品与描述不符', '近效期/过期', '发错货', '质量问题', '多发/少发', '其他'] as const;

export type ReturnRequest = { kind: 'return' | 'after_sales'; reason: string; description: string; photos: string[]; lines: { lineId: number; number: number }[] };

/** Units of each line already returned or asked for in open requests. */
async function takenUnits(tx: Conn, orderId: number): Promise<Map<number, number>> {
  const open = await tx.select({ lines: orderReturns.lines }).from(orderReturns)
    .where(and(eq(orderReturns.orderId, orderId), inArray(orderReturns.status, ['pending', 'approved'])));
  const out = new Map<number, number>();
  for (const r of open) for (const l of r.lines) out.set(l.lineId, (out.get(l.lineId) ?? 0) + l.number);
  return out;
}

/** Refund of `number` units of a line: pro rata of what was paid; returning every unit left gives exactly the rest. */
export function lineRefund(line: { number: number; payAmount: number; returnedNumber: number }, already: number, number: number, refundedSoFar: number): number {
  if (already + number >= line.number) return line.payAmount - refundedSoFar;
  return Math.floor((line.payAmount * number) / line.number);
}

/** POST /api/order/{id}/return: the buyer asks to return some lines of a shipped or completed order. */
export async function requestReturn(storeId: number, orderId: number, req: ReturnRequest, now = new Date()) {
  if (req.lines.length === 0) throw new BusinessError(ORDER_RETURN, '请选择要退货的商品和数量');
  const conn = await db();
  return conn.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, storeId);
    if (order.status !== 'shipped' && order.status !== 'completed') throw new BusinessError(ORDER_RETURN, '订单发货后才能申请退货或售后');
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const taken = await takenUnits(tx, order.id);
    const out: ReturnLine[] = [];
    for (const want of req.lines) {
      const line = lines.find((l) => l.id === want.lineId);
      if (!line) throw new NotFoundError('订单中没有这件商品');
      const left = line.number - line.returnedNumber - (taken.get(line.id) ?? 0);
      if (want.number < 1 || want.number > left) {
        throw new BusinessError(ORDER_RETURN, left > 0 ? `「${line.name}」最多可申请 ${left}${line.unit}` : `「${line.name}」已全部申请退货`);
      }
      // What was refunded for this line so far is proportional to returned units (approximation kept exact by lineRefund's remainder rule).
      const refundedSoFar = Math.floor((line.payAmount * line.returnedNumber) / line.number);
      const amount = lineRefund(line, line.returnedNumber + (taken.get(line.id) ?? 0), want.number, refundedSoFar);
      out.push({ lineId: line.id, number: want.number, amount });
    }
    const refund = Math.min(out.reduce((s, l) => s + l.amount, 0), order.paidAmount - order.refundedAmount);
    const [row] = await tx.insert(orderReturns).values({
      returnNo: newReturnNo(now), orderId: order.id, storeId, kind: req.kind, status: 'pending', reason: req.reason, description: req.description,
      photos: req.photos, lines: out, refundAmount: refund, createdAt: now,
    }).returning();
    await note(tx, order.id, 'return_request', `申请${RETURN_KIND_TEXT[req.kind]} ${row!.returnNo}：${req.reason}`);
    return returnView(row!, lines);
  });
}

export async function findReturn(ref: string) {
  const conn = await db();
  const id = /^\d{1,9}$/.test(ref) ? Number(ref) : -1;
  const [row] = await conn.select().from(orderReturns).where(or(eq(orderReturns.id, id), eq(orderReturns.returnNo, ref)));
  return row ?? null;
}

/** Operator: approves a pending request and refunds it the way the order was paid, once. */
export async function approveReturn(returnId: number, now = new Date()) {
  const conn = await db();
  return conn.transaction(async (tx) => {
    const [ret] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId)).for('update');
    if (!ret) throw new NotFoundError('退货单不存在');
    if (ret.status !== 'pending') throw new BusinessError(ORDER_RETURN, `退货单已处理（${ret.status}）`);
    const order = await lockOrder(tx, ret.orderId, null);
    const amount = Math.min(ret.refundAmount, order.paidAmount - order.refundedAmount);
    let toVoucher = 0;
    if (amount > 0) {
      if (order.payMethod === 'balance' || order.payMethod === 'voucher') {
        // Back where it came from: the balance part first (refunds so far took from it first), then the vouchers.
        const balancePaid = order.paidAmount - (await voucherPaidFor(tx, `order:${order.id}`));
        const toBalance = Math.max(0, Math.min(amount, balancePaid - Math.min(order.refundedAmount, balancePaid)));
        if (toBalance > 0) await postEntry(tx, { storeId: order.storeId, kind: 'refund', amount: toBalance, ref: `return:${ret.id}`, note: `退款 ${ret.returnNo}（订单 ${order.orderNo}）` });
        toVoucher = await refundToVouchers(tx, `order:${order.id}`, amount - toBalance, `return:${ret.id}`, `退款 ${ret.returnNo}（订单 ${order.orderNo}）`, now);
      } else if (order.payMethod === 'credit') await refundCredit(tx, order.storeId, order.id, amount);
      // online: the sandbox gateway refunds to the buyer's payment account (recorded on the timeline).
      if (order.status === 'completed') await reverseOrderPoints(tx, order, ret.id, order.refundedAmount + amount);
    }
    for (const l of ret.lines) {
      const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, l.lineId));
      await tx.update(orderLines).set({ returnedNumber: Math.min(line!.number, line!.returnedNumber + l.number) }).where(eq(orderLines.id, l.lineId));
    }
    await tx.update(orders).set({ refundedAmount: order.refundedAmount + amount, updatedAt: now }).where(eq(orders.id, order.id));
    const [row] = await tx.update(orderReturns).set({ status: 'refunded', reviewedAt: now, refundedAt: now, refundAmount: amount }).where(eq(orderReturns.id, ret.id)).returning();
    const way = order.payMethod === 'credit' ? '冲减账期账单' : order.payMethod === 'online' ? '原路退回支付账户'
      : toVoucher === amount ? '退回现金券' : toVoucher > 0 ? `退回余额，其中 ¥${(toVoucher / 100).toFixed(2)} 退回现金券` : '退回余额';
    await note(tx, order.id, 'refund', `${RETURN_KIND_TEXT[ret.kind]} ${ret.returnNo} 已同意，退款 ¥${(amount / 100).toFixed(2)}（${way}）`, 'operator');
    return row!;
  });
}

export async function rejectReturn(returnId: number, reason: string, now = new Date()) {
  const conn = await db();
  return conn.transaction(async (tx) => {
    const [ret] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId)).for('update');
    if (!ret) throw new NotFoundError('退货单不存在');
    if (ret.status !== 'pending') throw new BusinessError(ORDER_RETURN, '退货单已处理');
    const [row] = await tx.update(orderReturns).set({ status: 'rejected', rejectReason: reason, reviewedAt: now }).where(eq(orderReturns.id, ret.id)).returning();
    await note(tx, ret.orderId, 'return_rejected', `${RETURN_KIND_TEXT[ret.kind]} ${ret.returnNo} 已驳回：${reason}`, 'operator');
    return row!;
  });
}

/** The store's returns of one order (or all), newest first. */
export async function returnsOf(storeId: number, orderId?: number) {
  const conn = await db();
  const rows = await conn.select().from(orderReturns)
    .where(and(eq(orderReturns.storeId, storeId), orderId ? eq(orderReturns.orderId, orderId) : undefined)).orderBy(desc(orderReturns.id));
  const ids = [...new Set(rows.map((r) => r.orderId))];
  const lines = ids.length ? await conn.select().from(orderLines).where(inArray(orderLines.orderId, ids)) : [];
  return rows.map((r) => returnView(r, lines));
}
