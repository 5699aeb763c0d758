/**
 * Returns (退货) and after-sales (售后) requests: some lines and quantities of a shipped or
 * completed order, with a reason and photos. An operator approves (the refund goes back the way
 * the order was paid: balance ledger, credit bill, or the gateway) or rejects with a reason.
 * Each line may appear once per request. Quantities are checked, under the order's row lock,
 * against what was bought minus what is returned or held by open requests; the refund comes from
 * the line's price snapshot (`pay_amount`: its share of 满减, discounts and the coupon already
 * taken off), pro rata, and never more than the line's money not yet refunded or held — so no
 * sequence of requests, rejections and approvals refunds more than was paid for those units.
 * Approval re-checks both under row locks (CHECK refunded ≤ paid on the order backs it up).
 */
import { formatYuan } from '../../lib/money';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { orderLines, orderReturns, orders, type ReturnLine } from '../db/schema';
import { BusinessError, NotFoundError, ValidationError } from '../http/errors';
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

/** Units and money of each line held by live requests (pending, approved, refunded). */
type Held = { openUnits: number; amount: number; refunded: number };

async function heldByLine(tx: Conn, orderId: number, exceptReturnId?: number): Promise<Map<number, Held>> {
  const live = await tx
    .select({ id: orderReturns.id, status: orderReturns.status, lines: orderReturns.lines })
    .from(orderReturns)
    .where(and(eq(orderReturns.orderId, orderId), inArray(orderReturns.status, ['pending', 'approved', 'refunded'])));
  const out = new Map<number, Held>();
  for (const r of live) {
    if (r.id === exceptReturnId) continue;
    for (const l of r.lines) {
      const h = out.get(l.lineId) ?? { openUnits: 0, amount: 0, refunded: 0 };
      if (r.status !== 'refunded') h.openUnits += l.number; // refunded units are already in returned_number
      h.amount += l.amount;
      if (r.status === 'refunded') h.refunded += l.amount;
      out.set(l.lineId, h);
    }
  }
  return out;
}

/**
 * Refund of `number` more units of a line of which `heldUnits` are returned or asked for and
 * `heldAmount` fen already refunded or promised: pro rata of the line's paid amount, the last
 * units get exactly the rest, never more than what is left of the line's money.
 */
export function lineRefund(line: { number: number; payAmount: number }, heldUnits: number, heldAmount: number, number: number): number {
  const left = Math.max(0, line.payAmount - heldAmount);
  if (heldUnits + number >= line.number) return left;
  return Math.min(left, Math.floor((line.payAmount * number) / line.number));
}

/** One line per request: the same order line twice is refused as invalid input. */
export function assertDistinctLines(lines: { lineId: number }[]): void {
  const seen = new Set<number>();
  lines.forEach((l, i) => {
    if (seen.has(l.lineId)) throw new ValidationError({ [`lines.${i}.line_id`]: ['同一商品只能填写一次，请合并数量'] });
    seen.add(l.lineId);
  });
}

/** POST /api/order/{id}/return: the buyer asks to return some lines of a shipped or completed order. */
export async function requestReturn(storeId: number, orderId: number, req: ReturnRequest, now = new Date()) {
  if (req.lines.length === 0) throw new BusinessError(ORDER_RETURN, '请选择要退货的商品和数量');
  assertDistinctLines(req.lines);
  const conn = await db();
  return conn.transaction(async (tx) => {
    // The order row lock serializes every request and approval of this order.
    const order = await lockOrder(tx, orderId, storeId);
    return requestReturnInTx(tx, order, req, now);
  });
}

/**
 * The request itself, inside the caller's transaction after it locked `order` (the 收货验收 opens its
 * after-sales request in the same transaction as the receiving record).
 */
export async function requestReturnInTx(tx: Conn, order: typeof orders.$inferSelect, req: ReturnRequest, now = new Date()) {
  const storeId = order.storeId;
  if (order.status !== 'shipped' && order.status !== 'completed') throw new BusinessError(ORDER_RETURN, '订单发货后才能申请退货或售后');
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const held = await heldByLine(tx, order.id);
  const out: ReturnLine[] = [];
  for (const want of req.lines) {
    const line = lines.find((l) => l.id === want.lineId);
    if (!line) throw new NotFoundError('订单中没有这件商品');
    const h = held.get(line.id) ?? { openUnits: 0, amount: 0, refunded: 0 };
    const heldUnits = line.returnedNumber + h.openUnits;
    const left = line.number - heldUnits;
    if (want.number < 1 || want.number > left) {
      throw new BusinessError(ORDER_RETURN, left > 0 ? `「${line.name}」最多可申请 ${left}${line.unit}` : `「${line.name}」已全部申请退货`);
    }
    out.push({ lineId: line.id, number: want.number, amount: lineRefund(line, heldUnits, h.amount, want.number) });
  }
  const refund = Math.min(
    out.reduce((s, l) => s + l.amount, 0),
    order.paidAmount - order.refundedAmount,
  );
  const [row] = await tx
    .insert(orderReturns)
    .values({
      returnNo: newReturnNo(now),
      orderId: order.id,
      storeId,
      kind: req.kind,
      status: 'pending',
      reason: req.reason,
      description: req.description,
      photos: req.photos,
      lines: out,
      refundAmount: refund,
      createdAt: now,
    })
    .returning();
  await note(tx, order.id, 'return_request', `申请${RETURN_KIND_TEXT[req.kind]} ${row!.returnNo}：${req.reason}`);
  return returnView(row!, lines);
}

export async function findReturn(ref: string) {
  const conn = await db();
  const id = /^\d{1,9}$/.test(ref) ? Number(ref) : -1;
  const [row] = await conn
    .select()
    .from(orderReturns)
    .where(or(eq(orderReturns.id, id), eq(orderReturns.returnNo, ref)));
  return row ?? null;
}

/**
 * Operator: approves a pending request and refunds it the way the order was paid, once (the
 * request row is locked; a second approver finds it processed). `part` approves only some of the
 * requested units: the refund is recomputed by the same pro-rata rule as the request's.
 * `conn` runs it inside the caller's transaction (the console's audited action).
 */
export async function approveReturn(returnId: number, now = new Date(), opts: { part?: { lineId: number; number: number }[]; conn?: Conn } = {}) {
  const conn = opts.conn ?? (await db());
  return conn.transaction(async (tx) => {
    const [locked] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId)).for('update');
    if (!locked) throw new NotFoundError('退货单不存在');
    if (locked.status !== 'pending') throw new BusinessError(ORDER_RETURN, `退货单已处理（${locked.status}）`);
    const order = await lockOrder(tx, locked.orderId, null);
    // The operator may approve part of the request; the refund is recomputed for what is approved.
    const ret = opts.part ? { ...locked, ...(await partOf(tx, locked, opts.part)) } : locked;
    // Re-check under the locks: the units are still there and the money is still unrefunded.
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id).for('update');
    const held = await heldByLine(tx, order.id, ret.id);
    let total = 0;
    for (const l of ret.lines) {
      const line = lines.find((x) => x.id === l.lineId);
      if (!line || line.returnedNumber + l.number > line.number) throw new BusinessError(ORDER_RETURN, `退货数量超过可退数量（${line?.name ?? l.lineId}），请驳回`);
      const refunded = held.get(line.id)?.refunded ?? 0;
      total += Math.min(l.amount, Math.max(0, line.payAmount - refunded));
    }
    const amount = Math.min(total, order.paidAmount - order.refundedAmount);
    let toVoucher = 0;
    if (amount > 0) {
      if (order.payMethod === 'balance' || order.payMethod === 'voucher') {
        // Back where it came from: the balance part first (refunds so far took from it first), then the vouchers.
        const balancePaid = order.paidAmount - (await voucherPaidFor(tx, `order:${order.id}`));
        const toBalance = Math.max(0, Math.min(amount, balancePaid - Math.min(order.refundedAmount, balancePaid)));
        const rest = amount - toBalance; // the ledger entry names the part that goes back to the vouchers
        if (toBalance > 0)
          await postEntry(tx, {
            storeId: order.storeId,
            kind: 'refund',
            amount: toBalance,
            ref: `return:${ret.id}`,
            note: `退款 ${ret.returnNo}（订单 ${order.orderNo}）${rest > 0 ? `，另 ${formatYuan(rest)} 退回现金券` : ''}`,
          });
        toVoucher = await refundToVouchers(tx, `order:${order.id}`, amount - toBalance, `return:${ret.id}`, `退款 ${ret.returnNo}（订单 ${order.orderNo}）`, now);
      } else if (order.payMethod === 'credit') await refundCredit(tx, order.storeId, order.id, amount);
      // online: the sandbox gateway refunds to the buyer's payment account (recorded on the timeline).
      if (order.status === 'completed') await reverseOrderPoints(tx, order, ret.id, order.refundedAmount + amount);
    }
    for (const l of ret.lines) {
      await tx
        .update(orderLines)
        .set({ returnedNumber: sql`${orderLines.returnedNumber} + ${l.number}` })
        .where(eq(orderLines.id, l.lineId));
    }
    await tx
      .update(orders)
      .set({ refundedAmount: order.refundedAmount + amount, updatedAt: now })
      .where(eq(orders.id, order.id));
    const [row] = await tx
      .update(orderReturns)
      .set({ status: 'refunded', reviewedAt: now, refundedAt: now, refundAmount: amount, lines: ret.lines })
      .where(eq(orderReturns.id, ret.id))
      .returning();
    const way =
      order.payMethod === 'credit'
        ? '冲减账期账单'
        : order.payMethod === 'online'
          ? '原路退回支付账户'
          : toVoucher === amount
            ? '退回现金券'
            : toVoucher > 0
              ? `退回余额，其中 ${formatYuan(toVoucher)} 退回现金券`
              : '退回余额';
    await note(tx, order.id, 'refund', `${RETURN_KIND_TEXT[ret.kind]} ${ret.returnNo} 已同意，退款 ${formatYuan(amount)}（${way}）`, 'operator');
    return row!;
  });
}

/** The approved part of a request: each line at most what was asked, refunds by {@link lineRefund}. */
async function partOf(tx: Conn, ret: typeof orderReturns.$inferSelect, part: { lineId: number; number: number }[]) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, ret.orderId));
  const out: ReturnLine[] = [];
  for (const p of part) {
    if (p.number === 0) continue;
    const asked = ret.lines.find((l) => l.lineId === p.lineId);
    const line = lines.find((l) => l.id === p.lineId);
    if (!asked || !line) throw new NotFoundError('退货单中没有这件商品');
    if (p.number < 0 || p.number > asked.number) throw new BusinessError(ORDER_RETURN, `「${line.name}」最多可同意 ${asked.number}${line.unit}`);
    const refundedSoFar = Math.floor((line.payAmount * line.returnedNumber) / line.number);
    out.push({ lineId: line.id, number: p.number, amount: lineRefund(line, line.returnedNumber, refundedSoFar, p.number) });
  }
  if (!out.length) throw new BusinessError(ORDER_RETURN, '请至少同意一件商品；全部不同意请驳回');
  return { lines: out, refundAmount: out.reduce((s, l) => s + l.amount, 0) };
}

export async function rejectReturn(returnId: number, reason: string, now = new Date(), conn: Conn | null = null) {
  conn ??= await db();
  return conn.transaction(async (tx) => {
    const [ret] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId)).for('update');
    if (!ret) throw new NotFoundError('退货单不存在');
    if (ret.status !== 'pending') throw new BusinessError(ORDER_RETURN, '退货单已处理');
    const [row] = await tx.update(orderReturns).set({ status: 'rejected', rejectReason: reason, reviewedAt: now }).where(eq(orderReturns.id, ret.id)).returning();
    await note(tx, ret.orderId, 'return_rejected', `${RETURN_KIND_TEXT[ret.kind]} ${ret.returnNo} 已驳回：${reason}`, 'operator');
    return row!;
  });
}

/** Operator: pending requests, oldest first, with the computed refund and the lines asked for. */
export async function pendingReturns() {
  const conn = await db();
  const rows = await conn
    .select({ r: orderReturns, orderNo: orders.orderNo })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(eq(orderReturns.status, 'pending'))
    .orderBy(orderReturns.id)
    .limit(100);
  const ids = [...new Set(rows.map((x) => x.r.orderId))];
  const lines = ids.length ? await conn.select().from(orderLines).where(inArray(orderLines.orderId, ids)) : [];
  return rows.map(({ r, orderNo }) => ({
    id: r.id,
    returnNo: r.returnNo,
    orderNo,
    storeId: r.storeId,
    kindText: RETURN_KIND_TEXT[r.kind],
    refundAmount: r.refundAmount,
    reason: r.reason,
    description: r.description,
    lines: r.lines.map((l) => `${lines.find((x) => x.id === l.lineId)?.name ?? l.lineId}×${l.number}`).join('，'),
  }));
}
