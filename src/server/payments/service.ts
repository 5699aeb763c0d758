/**
 * Paying an order: by balance (余额, the wallet ledger), by credit terms (账期) or online (sandbox
 * gateway, ./gateway.ts). Each payment is one transaction that locks the order first, lets the state
 * machine decide (`pay`: only an unpaid order within its deadline), moves the money (ledger entry or
 * credit bill) and records the payment — the partial unique index allows one succeeded payment per
 * order, so paying twice, at once or one after the other, charges once. Another store's order is a 404.
 */
import { recordPayment } from '../ops/metrics';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { prepared } from '../db/prepared';
import { together } from '../db/together';
import { orders, payments, type PayMethod } from '../db/schema';
import { fenToYuan, formatYuan } from '../../lib/money';
import { postEntry, type Conn } from '../wallet/ledger';
import { chargeCredit } from '../credit/service';
import { lockOrder, note, transition, type OrderRow } from '../orders/transitions';
import { newTradeNo } from '../orders/numbers';
import { BusinessError, NotFoundError } from '../http/errors';
import { payWithVouchers } from '../wallet/vouchers';
import { decide } from '../orders/state';
import { ORDER_STATUS } from '../orders/errors';
import type { Actor } from '../orders/state';

export const PAY_METHOD_TEXT: Record<PayMethod, string> = { balance: '余额支付', credit: '账期支付', online: '在线支付', voucher: '现金券支付' };

export type PayResult = {
  order_id: number;
  order_no: string;
  status: string;
  pay_method: PayMethod;
  amount: string;
  next: string;
  due_date?: string;
  voucher_amount?: string;
  balance_amount?: string;
};

function resultOf(order: OrderRow, method: PayMethod, extra: Partial<PayResult> = {}): PayResult {
  return {
    order_id: order.id,
    order_no: order.orderNo,
    status: order.status,
    pay_method: method,
    amount: fenToYuan(order.payableAmount),
    next: `/cart_step4?id=${order.id}`,
    ...extra,
  };
}

// The statements of every settlement, built once (../db/prepared.ts).
const insertPayment = prepared((db) =>
  db
    .insert(payments)
    .values({
      orderId: sql.placeholder('orderId'),
      storeId: sql.placeholder('storeId'),
      method: sql.placeholder('method'),
      amount: sql.placeholder('amount'),
      status: 'succeeded',
      tradeNo: sql.placeholder('tradeNo'),
      createdAt: sql.placeholder('now'),
      paidAt: sql.placeholder('now'),
    })
    .prepare('insert_payment'),
);
const closePending = prepared((db) =>
  db
    .update(payments)
    .set({ status: 'closed' })
    .where(and(eq(payments.orderId, sql.placeholder('orderId')), eq(payments.status, 'pending')))
    .prepare('close_pending_payments'),
);

/**
 * Marks a locked unpaid order paid by `method` and records the succeeded payment. The money must
 * already have moved in the same transaction (ledger, credit) or at the gateway.
 */
export async function settle(
  tx: Conn,
  order: OrderRow,
  method: PayMethod,
  actor: Actor,
  now: Date,
  payment?: { id: number; gatewayTradeNo?: string },
  /** The timeline's text when one method does not tell it all (现金券 + 余额). */
  noteText?: string,
): Promise<OrderRow> {
  const paid = await transition(tx, order, 'pay', actor, {
    now,
    note: noteText ?? `${PAY_METHOD_TEXT[method]} ${formatYuan(order.payableAmount)}`,
    set: { payMethod: method, paidAmount: order.payableAmount },
  });
  await together(
    payment
      ? tx
          .update(payments)
          .set({ status: 'succeeded', paidAt: now, gatewayTradeNo: payment.gatewayTradeNo ?? null })
          .where(eq(payments.id, payment.id))
      : insertPayment(tx).execute({ orderId: order.id, storeId: order.storeId, method, amount: order.payableAmount, tradeNo: newTradeNo(now), now }),
    // Other attempts of this order (an online payment started and abandoned) are closed.
    payment
      ? tx
          .update(payments)
          .set({ status: 'closed' })
          .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending'), ne(payments.id, payment.id)))
      : closePending(tx).execute({ orderId: order.id }),
  );
  // Counted when the settlement is written (a rolled-back transaction, rare, is still counted).
  recordPayment(method);
  return paid;
}

/**
 * POST /api/pay/balance {order_id, voucher_ids?}: pays from the chosen cash vouchers first (soonest
 * expiry first), the rest from the balance; refuses when they do not cover it (nothing changes).
 * Wholly by vouchers the order's method is `voucher`, otherwise `balance` (with the voucher part on
 * the vouchers' ledger, ref `order:<id>`).
 */
export async function payByBalance(storeId: number, orderId: number, now = new Date(), voucherIds: number[] = []): Promise<PayResult> {
  const conn = await db();
  return conn.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, storeId);
    const ref = `order:${order.id}`;
    // The state machine refuses a paid/cancelled order before any voucher or balance moves.
    const d = decide('pay', { status: order.status, payBefore: order.payBefore, kind: order.kind, hasEphedrineReceiver: !!order.ephedrineReceiver }, 'buyer', now);
    if (!d.ok) throw new BusinessError(ORDER_STATUS, d.reason);
    const byVoucher = await payWithVouchers(tx, storeId, voucherIds, order.payableAmount, ref, `订单支付 ${order.orderNo}`, now);
    const rest = order.payableAmount - byVoucher;
    const method: PayMethod = rest === 0 && byVoucher > 0 ? 'voucher' : 'balance';
    const split = byVoucher > 0 && rest > 0 ? `现金券 ${formatYuan(byVoucher)} + 余额支付 ${formatYuan(rest)}` : undefined;
    // The order is locked, so the status change and the balance move are independent: sent at once (one round trip).
    const [paid] = await together(
      settle(tx, order, method, 'buyer', now, undefined, split),
      rest > 0
        ? postEntry(tx, { storeId, kind: 'payment', amount: -rest, ref, note: `订单支付 ${order.orderNo}${byVoucher ? `（现金券抵扣 ${formatYuan(byVoucher)}）` : ''}` })
        : Promise.resolve(null),
    );
    return resultOf(paid, method, { voucher_amount: fenToYuan(byVoucher), balance_amount: fenToYuan(rest) });
  });
}

/** POST /api/pay/user_credit_pay {order_id}: pays on credit terms (limit, overdue bills) and opens the bill. */
export async function payByCredit(storeId: number, orderId: number, now = new Date()): Promise<PayResult> {
  const conn = await db();
  return conn.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, storeId);
    const paid = await settle(tx, order, 'credit', 'buyer', now);
    const bill = await chargeCredit(tx, storeId, order.id, order.payableAmount, now);
    await note(tx, order.id, 'credit_bill', `生成账期账单，还款日 ${bill.dueDate}`, 'system');
    return resultOf(paid, 'credit', { due_date: bill.dueDate });
  });
}

/** The buyer's order (404 for another store's), for the pay pages and checks. */
export async function ownOrder(storeId: number, orderId: number): Promise<OrderRow> {
  const [row] = await (
    await db()
  )
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
  if (!row) throw new NotFoundError('订单不存在');
  return row;
}

/** POST /api/pay/user_credit_check {order_id}: whether the order is paid now (and how). */
export async function payState(storeId: number, orderId: number) {
  const order = await ownOrder(storeId, orderId);
  const [last] = await (await db()).select().from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.id)).limit(1);
  return {
    order_id: order.id,
    order_no: order.orderNo,
    status: order.status,
    paid: order.paidAt ? 1 : 0,
    pay_method: order.payMethod,
    pay_method_text: order.payMethod ? PAY_METHOD_TEXT[order.payMethod] : '',
    amount: fenToYuan(order.payableAmount),
    paid_at: order.paidAt?.toISOString() ?? null,
    pay_before: order.payBefore.toISOString(),
    payment: last ? { trade_no: last.tradeNo, method: last.method, status: last.status } : null,
  };
}
