/**
 * Repaying a credit bill (还款), in full or in part, by balance or online.
 *
 * 1. `createRepayment` (POST /api/pay/user_credit_create {bill_id, amount, pay_type}) records a pending
 *    repayment with its number (HK…); the amount must be > 0 and ≤ what the bill still owes.
 * 2. By balance, `payRepayment` (POST /api/pay/user_credit_pay {repay_no}) applies it; online, the
 *    gateway's signed callback does (../payments/gateway.ts). Both run {@link applyRepayment} with the
 *    repayment row locked, then the bill row: a repayment takes effect once (a repeat answers the
 *    first result), and two repayments of one bill are serialised on the bill — the second sees what
 *    the first left owing and is refused (balance) or, when the money already arrived online, the
 *    part the bill no longer needs goes to the balance.
 * 3. Applying lowers the bill's outstanding amount and `credit_accounts.used` by the same amount in
 *    the same transaction, so the available credit is restored at once; a fully repaid bill is 已还清.
 */
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { creditAccounts, creditBills, creditRepayments } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import { fenToYuan, formatYuan } from '../../lib/money';
import { shanghaiStamp } from '../../lib/time';
import { postEntry, type Conn } from '../wallet/ledger';
import { CREDIT_REPAY } from './errors';
import type { Repayment } from '../../wire/wallet';

export type RepaymentRow = typeof creditRepayments.$inferSelect;
export type RepayMethod = RepaymentRow['method'];

export function newRepayNo(now = new Date()): string {
  return `HK${shanghaiStamp(now)}${String(randomInt(0, 1e8)).padStart(8, '0')}`;
}

/** Records a pending repayment of my bill; refuses a settled bill or more than is owed. */
export async function createRepayment(storeId: number, billId: number, amount: number | undefined, method: RepayMethod, now = new Date()): Promise<RepaymentRow> {
  const conn = await db();
  const [bill] = await conn
    .select()
    .from(creditBills)
    .where(and(eq(creditBills.id, billId), eq(creditBills.storeId, storeId)));
  if (!bill) throw new NotFoundError('账单不存在');
  const owed = bill.amount - bill.repaidAmount;
  if (bill.status !== 'open' || owed <= 0) throw new BusinessError(CREDIT_REPAY, '该账单已还清');
  const pay = amount ?? owed;
  if (pay > owed) throw new BusinessError(CREDIT_REPAY, `还款金额不能超过待还金额 ${formatYuan(owed)}`);
  const [row] = await conn
    .insert(creditRepayments)
    .values({ repayNo: newRepayNo(now), storeId, billId, amount: pay, method, createdAt: now })
    .returning();
  return row!;
}

export async function lockRepayment(tx: Conn, repayNo: string): Promise<RepaymentRow | undefined> {
  const [row] = await tx.select().from(creditRepayments).where(eq(creditRepayments.repayNo, repayNo)).for('update');
  return row;
}

/**
 * Applies a locked pending repayment whose money is in hand (balance taken here, or arrived online):
 * up to what the bill owes goes to the bill and the credit used; online money beyond it goes to the
 * balance. By balance, a repayment larger than what is still owed is refused (nothing moves).
 */
export async function applyRepayment(tx: Conn, r: RepaymentRow, now = new Date(), gatewayTradeNo?: string): Promise<{ applied: number; toBalance: number }> {
  const [bill] = await tx.select().from(creditBills).where(eq(creditBills.id, r.billId)).for('update');
  if (!bill) throw new Error(`no bill ${r.billId}`);
  const owed = bill.status === 'open' ? bill.amount - bill.repaidAmount : 0;
  if (r.method === 'balance') {
    if (owed <= 0) throw new BusinessError(CREDIT_REPAY, '该账单已还清');
    if (r.amount > owed) throw new BusinessError(CREDIT_REPAY, `还款金额不能超过待还金额 ${formatYuan(owed)}`);
    await postEntry(tx, { storeId: r.storeId, kind: 'payment', amount: -r.amount, ref: `repay:${r.repayNo}`, note: `账期还款 ${bill.billNo}` });
  }
  const applied = Math.min(owed, r.amount);
  if (applied > 0) {
    const repaid = bill.repaidAmount + applied;
    const settled = repaid >= bill.amount;
    await tx
      .update(creditBills)
      .set({ repaidAmount: repaid, status: settled ? 'repaid' : 'open', settledAt: settled ? now : null })
      .where(eq(creditBills.id, bill.id));
    await tx
      .update(creditAccounts)
      .set({ used: sql`${creditAccounts.used} - ${applied}`, updatedAt: sql`now()` })
      .where(and(eq(creditAccounts.storeId, r.storeId), sql`${creditAccounts.used} >= ${applied}`));
  }
  const toBalance = r.amount - applied;
  if (toBalance > 0) {
    await postEntry(tx, { storeId: r.storeId, kind: 'refund', amount: toBalance, ref: `repay:${r.repayNo}`, note: `还款到账时账单 ${bill.billNo} 已无需还款，退回余额` });
  }
  await tx
    .update(creditRepayments)
    .set({
      status: 'succeeded',
      paidAt: now,
      gatewayTradeNo: gatewayTradeNo ?? null,
      note: toBalance > 0 ? `${formatYuan(toBalance)} 已退回余额` : '',
    })
    .where(eq(creditRepayments.id, r.id));
  return { applied, toBalance };
}

function view(r: RepaymentRow, billNo?: string): Repayment {
  return {
    repay_no: r.repayNo,
    bill_id: r.billId,
    bill_no: billNo,
    amount: fenToYuan(r.amount),
    pay_type: r.method,
    status: r.status,
    paid: r.status === 'succeeded' ? 1 : 0,
    note: r.note,
    paid_at: r.paidAt?.toISOString() ?? null,
  };
}

/** POST /api/pay/user_credit_pay {repay_no} by balance: applies my repayment once (a repeat answers the same). */
export async function payRepayment(storeId: number, repayNo: string, now = new Date()): Promise<Repayment> {
  const conn = await db();
  return conn.transaction(async (tx) => {
    const r = await lockRepayment(tx, repayNo);
    if (!r || r.storeId !== storeId) throw new NotFoundError('还款单不存在');
    if (r.method !== 'balance') throw new BusinessError(CREDIT_REPAY, '该还款单为在线支付，请在支付页面完成付款');
    if (r.status === 'succeeded') return view(r);
    if (r.status !== 'pending') throw new BusinessError(CREDIT_REPAY, '还款单已关闭，请重新发起还款');
    await applyRepayment(tx, r, now);
    const [after] = await tx.select().from(creditRepayments).where(eq(creditRepayments.id, r.id));
    return view(after!);
  });
}

/** POST /api/pay/user_credit_check {repay_no}: my repayment's state (polled after paying online). */
export async function repaymentState(storeId: number, repayNo: string): Promise<Repayment> {
  const conn = await db();
  const [row] = await conn
    .select({ r: creditRepayments, billNo: creditBills.billNo })
    .from(creditRepayments)
    .innerJoin(creditBills, eq(creditBills.id, creditRepayments.billId))
    .where(eq(creditRepayments.repayNo, repayNo));
  if (!row || row.r.storeId !== storeId) throw new NotFoundError('还款单不存在');
  return view(row.r, row.billNo);
}

export { view as repaymentView };
