/**
 * 对公转账 (bank transfer) top-ups and order payments (issue 30). The buyer starts a transfer and
 * gets the wholesaler's account and a unique 转账附言 (`memo`); an order paid this way waits for the
 * money past the online deadline (TRANSFER_WAIT_HOURS, default 72). The buyer uploads the bank
 * receipt (image or PDF, recognised by content); finance confirms — by hand or from an imported bank
 * statement (./statement.ts) — or rejects with a reason.
 *
 * Confirming is a conditional UPDATE (pending/submitted → confirmed): of two confirmations at once
 * one changes the row and the other finds it confirmed. The same transaction credits the balance
 * once (`recharge`, ref `transfer:<no>`, unique per store/kind/ref; the note names the receipt and
 * the bank serial) and, for an order still waiting, pays it from that balance.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { db, type Tx } from '../db/client';
import { bankTransfers, orders, stores, type TransferStatus } from '../db/schema';
import { BusinessError, NotFoundError, ValidationError } from '../http/errors';
import { fenToYuan, formatYuan } from '../../lib/money';
import { shanghaiStamp } from '../../lib/time';
import { postEntry } from '../wallet/ledger';
import { lockOrder } from '../orders/transitions';
import { decide } from '../orders/state';
import { ORDER_STATUS } from '../orders/errors';
import { getSiteSettings } from '../content/site-settings';
import { notify } from '../accounts/messages';
import { settle } from './service';
import type { TransferView } from '../../wire/transfers';

export const TRANSFER_STATUS_TEXT: Record<TransferStatus, string> = { pending: '待上传回单', submitted: '待财务确认', confirmed: '已到账', rejected: '已驳回' };
/** Top-ups by transfer: ¥100 to ¥1,000,000 (B2B buyers move large amounts this way). */
export const TRANSFER_LIMITS = { min: 10_000, max: 100_000_000 } as const;
const TRANSFER_FAILED = 30060;

export type TransferRow = typeof bankTransfers.$inferSelect;

/** How long an order paid by transfer waits for the money (TRANSFER_WAIT_HOURS, default 72 h). */
export function transferWaitMs(env: NodeJS.ProcessEnv = process.env): number {
  const hours = Number(env.TRANSFER_WAIT_HOURS);
  return (Number.isFinite(hours) && hours >= 1 && hours <= 24 * 30 ? hours : 72) * 3_600_000;
}

/** The wholesaler's receiving account (TRANSFER_ACCOUNT_NAME / TRANSFER_BANK / TRANSFER_ACCOUNT_NO). */
export async function transferAccount(env: NodeJS.ProcessEnv = process.env) {
  const { company } = await getSiteSettings();
  return {
    name: env.TRANSFER_ACCOUNT_NAME || company.name || '药采',
    bank: env.TRANSFER_BANK || '招商银行杭州分行营业部',
    account: env.TRANSFER_ACCOUNT_NO || '5719 1234 5610 801',
  };
}

// 附言: "ZZ" + 6 characters without look-alikes (0/O, 1/I/L), short enough to type into a bank app.
const MEMO_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const MEMO_PATTERN = /ZZ[2-9A-HJKMNP-Z]{6}/;
const newMemo = () => `ZZ${Array.from({ length: 6 }, () => MEMO_ALPHABET[randomInt(0, MEMO_ALPHABET.length)]).join('')}`;

export async function view(t: TransferRow): Promise<TransferView> {
  return {
    id: t.id,
    transfer_no: t.transferNo,
    memo: t.memo,
    amount: fenToYuan(t.amount),
    order_id: t.orderId,
    status: t.status,
    status_text: TRANSFER_STATUS_TEXT[t.status],
    receipt: t.receipt ? `/api/moneys/transfer/${t.transferNo}/receipt` : null,
    reject_reason: t.rejectReason,
    created_at: t.createdAt.toISOString(),
    decided_at: t.decidedAt?.toISOString() ?? null,
    account: await transferAccount(),
  };
}

/**
 * Starts a transfer: a top-up of `amount` fen, or the payment of my unpaid order `orderId` (its
 * payable; its deadline moves to now + the transfer wait). An order's open transfer is returned again.
 */
export async function startTransfer(storeId: number, input: { amount?: number; orderId?: number }, now = new Date()): Promise<TransferRow> {
  const conn = await db();
  return conn.transaction(async (tx) => {
    let amount = input.amount ?? 0;
    if (input.orderId) {
      const order = await lockOrder(tx, input.orderId, storeId);
      const d = decide('pay', { status: order.status, payBefore: order.payBefore, kind: order.kind, hasEphedrineReceiver: !!order.ephedrineReceiver }, 'buyer', now);
      if (!d.ok) throw new BusinessError(ORDER_STATUS, d.reason);
      const [open] = await tx
        .select()
        .from(bankTransfers)
        .where(and(eq(bankTransfers.orderId, order.id), inArray(bankTransfers.status, ['pending', 'submitted'])));
      if (open && open.amount === order.payableAmount) return open;
      amount = order.payableAmount;
      const until = new Date(now.getTime() + transferWaitMs());
      await tx
        .update(orders)
        .set({ payBefore: sql`greatest(${orders.payBefore}, ${until.toISOString()}::timestamptz)` })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'pending_payment')));
    } else if (!Number.isSafeInteger(amount) || amount < TRANSFER_LIMITS.min || amount > TRANSFER_LIMITS.max) {
      throw new ValidationError({ amount: [`转账金额须在 ${formatYuan(TRANSFER_LIMITS.min)} 至 ${formatYuan(TRANSFER_LIMITS.max)} 之间`] });
    }
    for (let attempt = 0; ; attempt++) {
      const [row] = await tx
        .insert(bankTransfers)
        .values({
          transferNo: `ZZ${shanghaiStamp(now)}${String(randomInt(0, 1e6)).padStart(6, '0')}`,
          memo: newMemo(),
          storeId,
          orderId: input.orderId ?? null,
          amount,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (row) return row;
      if (attempt > 5) throw new Error('could not draw a unique transfer memo');
    }
  });
}

/** My transfer by number (another store's → 404). */
export async function ownTransfer(storeId: number, transferNo: string): Promise<TransferRow> {
  const [row] = await (
    await db()
  )
    .select()
    .from(bankTransfers)
    .where(and(eq(bankTransfers.transferNo, transferNo), eq(bankTransfers.storeId, storeId)));
  if (!row) throw new NotFoundError('转账单不存在');
  return row;
}

/** My latest transfer requests as the member sees them, newest first (余额管理 renders them; the API answers them). */
export async function myTransfers(storeId: number, limit = 20): Promise<TransferView[]> {
  const rows = await (await db()).select().from(bankTransfers).where(eq(bankTransfers.storeId, storeId)).orderBy(desc(bankTransfers.id)).limit(limit);
  return Promise.all(rows.map(view));
}

/** Records the stored receipt of my open transfer (pending or submitted: a clearer photo may replace it). */
export async function attachReceipt(storeId: number, transferNo: string, receipt: { key: string; type: string }, now = new Date()): Promise<TransferRow> {
  const [row] = await (
    await db()
  )
    .update(bankTransfers)
    .set({ receipt: receipt.key, receiptType: receipt.type, status: 'submitted', submittedAt: now })
    .where(and(eq(bankTransfers.transferNo, transferNo), eq(bankTransfers.storeId, storeId), inArray(bankTransfers.status, ['pending', 'submitted'])))
    .returning();
  if (!row) {
    const t = await ownTransfer(storeId, transferNo);
    throw new BusinessError(TRANSFER_FAILED, `转账单${TRANSFER_STATUS_TEXT[t.status]}，不能再上传回单`);
  }
  return row;
}

export type ConfirmOutcome = { outcome: 'confirmed' | 'duplicate'; transfer: TransferRow; orderPaid: boolean };

/** Confirms a transfer inside `tx`: credits the balance once and pays its order if it still waits. */
export async function confirmTransferIn(tx: Tx, id: number, by: string, bankRef: string | null, now = new Date()): Promise<ConfirmOutcome> {
  const [t] = await tx
    .update(bankTransfers)
    .set({ status: 'confirmed', confirmedBy: by, bankRef, decidedAt: now })
    .where(and(eq(bankTransfers.id, id), inArray(bankTransfers.status, ['pending', 'submitted'])))
    .returning();
  if (!t) {
    const [row] = await tx.select().from(bankTransfers).where(eq(bankTransfers.id, id));
    if (!row) throw new NotFoundError('转账单不存在');
    if (row.status === 'confirmed') return { outcome: 'duplicate', transfer: row, orderPaid: false };
    throw new BusinessError(TRANSFER_FAILED, `转账单${TRANSFER_STATUS_TEXT[row.status]}，不能确认到账`);
  }
  const proof = [`附言 ${t.memo}`, t.receipt ? `回单 ${t.receipt}` : '无回单', bankRef ? `银行流水 ${bankRef}` : '', `确认人 ${by}`].filter(Boolean).join('；');
  await postEntry(tx, { storeId: t.storeId, kind: 'recharge', amount: t.amount, ref: `transfer:${t.transferNo}`, note: `对公转账充值 ${t.transferNo}（${proof}）` });
  let orderPaid = false;
  if (t.orderId) {
    const order = await lockOrder(tx, t.orderId, t.storeId);
    const d = decide('pay', { status: order.status, payBefore: order.payBefore, kind: order.kind, hasEphedrineReceiver: !!order.ephedrineReceiver }, 'gateway', now);
    if (d.ok && order.payableAmount === t.amount) {
      await postEntry(tx, { storeId: t.storeId, kind: 'payment', amount: -t.amount, ref: `order:${order.id}`, note: `订单支付 ${order.orderNo}（对公转账 ${t.transferNo}）` });
      // The bank is this payment's gateway (the state machine lets buyer and gateway pay).
      await settle(tx, order, 'balance', 'gateway', now, undefined, `对公转账 ${formatYuan(t.amount)}（${t.transferNo}）`);
      orderPaid = true;
    }
  }
  const what = t.orderId ? (orderPaid ? '，订单已支付' : '，订单已不能支付，款项留在余额') : '';
  await notify(t.storeId, '对公转账已到账', `转账 ${t.transferNo}（附言 ${t.memo}）${formatYuan(t.amount)} 已到账${what}。`, tx);
  return { outcome: 'confirmed', transfer: t, orderPaid };
}

/** Finance confirms a transfer by id. */
export async function confirmTransfer(id: number, by: string, bankRef: string | null = null, now = new Date()): Promise<ConfirmOutcome> {
  return (await db()).transaction((tx) => confirmTransferIn(tx, id, by, bankRef, now));
}

/** Finance rejects an open transfer with a reason the buyer sees. */
export async function rejectTransfer(id: number, reason: string, by: string, now = new Date(), conn?: Tx): Promise<TransferRow> {
  const c = conn ?? (await db());
  const [t] = await c
    .update(bankTransfers)
    .set({ status: 'rejected', rejectReason: reason, confirmedBy: by, decidedAt: now })
    .where(and(eq(bankTransfers.id, id), inArray(bankTransfers.status, ['pending', 'submitted'])))
    .returning();
  if (!t) throw new BusinessError(TRANSFER_FAILED, '转账单不存在或已处理');
  await notify(t.storeId, '对公转账未通过', `转账 ${t.transferNo}（附言 ${t.memo}）未确认到账：${reason}`, c);
  return t;
}

/** Finance's list of transfers (newest first), by status, with the store's name. */
export async function transfersForFinance(status: TransferStatus | '', page = 1, pageSize = 30) {
  const conn = await db();
  const where = status ? eq(bankTransfers.status, status) : undefined;
  const rows = await conn
    .select({ t: bankTransfers, company: stores.company, orderNo: orders.orderNo })
    .from(bankTransfers)
    .innerJoin(stores, eq(stores.id, bankTransfers.storeId))
    .leftJoin(orders, eq(orders.id, bankTransfers.orderId))
    .where(where)
    .orderBy(desc(bankTransfers.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ total }] = (await conn
    .select({ total: sql<number>`count(*)::int` })
    .from(bankTransfers)
    .where(where)) as [{ total: number }];
  const list = await Promise.all(
    rows.map(async (r) => ({
      ...(await view(r.t)),
      company: r.company,
      order_no: r.orderNo,
      receipt: r.t.receipt ? `/admin/api/finance/transfers/${r.t.id}/receipt` : null,
      bank_ref: r.t.bankRef,
      confirmed_by: r.t.confirmedBy,
    })),
  );
  return { total: Number(total), list };
}

export async function transferById(id: number): Promise<TransferRow> {
  const [row] = await (await db()).select().from(bankTransfers).where(eq(bankTransfers.id, id));
  if (!row) throw new NotFoundError('转账单不存在');
  return row;
}
