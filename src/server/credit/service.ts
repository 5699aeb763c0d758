/**
 * Credit terms (账期): a limit per store, the amount used (Σ open bills), and one bill per order paid
 * on credit, due `term_days` after payment (a calendar day in Asia/Shanghai). An open bill past its
 * due date blocks new credit purchases until it is repaid.
 *
 * Charging is one conditional UPDATE (`used + amount <= credit_limit`): the row lock serialises
 * concurrent credit payments of a store and the condition keeps `used` within the limit.
 */
import type { Credit } from '../../wire/checkout';
import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { creditAccounts, creditBills, orders } from '../db/schema';
import { BILL_PHASE_TEXT, BILL_TYPE_PHASE, billPhase, statementDate, STATEMENT_DAYS_BEFORE_DUE } from './bills';
import { BusinessError } from '../http/errors';
import { fenToYuan, formatYuan } from '../../lib/money';
import { shanghaiToday } from '../../lib/time';
import { PAY_CREDIT_OVERDUE, PAY_CREDIT_UNAVAILABLE } from './errors';
import { postEntry, type Conn } from '../wallet/ledger';
import { fetchPage } from '../db/paging';
import type { Bill, Page } from '../../wire/wallet';

const DAY = 86_400_000;

/** YYYY-MM-DD `days` after today in Shanghai. */
export function dueDateFrom(now: Date, days: number): string {
  return shanghaiToday(new Date(now.getTime() + days * DAY));
}

/** The wire's credit terms plus the amounts in fen for the server's own checks (never sent). */
export type CreditSummary = Credit & { fen: { limit: number; used: number; available: number; overdue: number } };

/** GET /api/user/user_credit: limit, used, available, overdue state and the next due bill. */
export async function creditSummary(storeId: number, now = new Date(), conn?: Conn): Promise<CreditSummary> {
  const c = conn ?? (await db());
  const today = shanghaiToday(now);
  const [account] = await c.select().from(creditAccounts).where(eq(creditAccounts.storeId, storeId));
  const open = await c
    .select()
    .from(creditBills)
    .where(and(eq(creditBills.storeId, storeId), eq(creditBills.status, 'open')))
    .orderBy(asc(creditBills.dueDate), asc(creditBills.id));
  const overdue = open.filter((b) => b.dueDate < today);
  const overdueFen = overdue.reduce((s, b) => s + b.amount - b.repaidAmount, 0);
  const limit = account?.creditLimit ?? 0;
  const used = account?.used ?? 0;
  const available = Math.max(0, limit - used);
  const next = open[0];
  let blocked = '';
  if (!account || limit <= 0) blocked = '您尚未开通账期支付，请联系专属客户经理';
  else if (overdue.length) blocked = `您有 ${overdue.length} 笔账期账单已逾期（${formatYuan(overdueFen)}），请先还款后再使用账期支付`;
  return {
    has_credit: account && limit > 0 ? 1 : 0,
    credit_limit: fenToYuan(limit),
    used: fenToYuan(used),
    available: fenToYuan(available),
    term_days: account?.termDays ?? 30,
    overdue: overdue.length ? 1 : 0,
    overdue_amount: fenToYuan(overdueFen),
    overdue_count: overdue.length,
    next_due: next ? { date: next.dueDate, amount: fenToYuan(next.amount - next.repaidAmount) } : null,
    blocked,
    fen: { limit, used, available, overdue: overdueFen },
  };
}

function billNo(now: Date): string {
  return `ZQ${shanghaiToday(now).replaceAll('-', '')}${String(randomInt(0, 1e8)).padStart(8, '0')}`;
}

/**
 * Charges `amount` fen of credit for an order inside the caller's transaction and opens its bill.
 * Refuses without credit terms, with an overdue bill, or beyond the available credit.
 */
export async function chargeCredit(tx: Conn, storeId: number, orderId: number, amount: number, now = new Date()): Promise<{ billId: number; dueDate: string }> {
  const today = shanghaiToday(now);
  const [account] = await tx.select().from(creditAccounts).where(eq(creditAccounts.storeId, storeId)).for('update');
  if (!account || account.creditLimit <= 0) throw new BusinessError(PAY_CREDIT_UNAVAILABLE, '您尚未开通账期支付，请联系专属客户经理');
  const [late] = await tx
    .select({ n: count() })
    .from(creditBills)
    .where(and(eq(creditBills.storeId, storeId), eq(creditBills.status, 'open'), lt(creditBills.dueDate, today)));
  if (Number(late?.n ?? 0) > 0) throw new BusinessError(PAY_CREDIT_OVERDUE, '您有逾期未还的账期账单，请先还款后再使用账期支付');
  const [row] = await tx
    .update(creditAccounts)
    .set({ used: sql`${creditAccounts.used} + ${amount}`, updatedAt: sql`now()` })
    .where(and(eq(creditAccounts.storeId, storeId), sql`${creditAccounts.used} + ${amount} <= ${creditAccounts.creditLimit}`))
    .returning({ used: creditAccounts.used });
  if (!row) {
    throw new BusinessError(PAY_CREDIT_UNAVAILABLE, `账期可用额度不足：可用 ${formatYuan(Math.max(0, account.creditLimit - account.used))}，需支付 ${formatYuan(amount)}`);
  }
  const dueDate = dueDateFrom(now, account.termDays);
  const [bill] = await tx
    .insert(creditBills)
    .values({ billNo: billNo(now), storeId, orderId, amount, dueDate, createdAt: now })
    .returning({ id: creditBills.id });
  return { billId: bill!.id, dueDate };
}

/** Gives back `amount` of an order's credit (refund of a credit-paid order): reduces its bill and the used amount. */
export async function refundCredit(tx: Conn, storeId: number, orderId: number, amount: number): Promise<void> {
  const [bill] = await tx
    .select()
    .from(creditBills)
    .where(and(eq(creditBills.orderId, orderId), eq(creditBills.storeId, storeId)))
    .for('update');
  if (!bill) throw new Error(`no credit bill for order ${orderId}`);
  const outstanding = bill.amount - bill.repaidAmount;
  const fromBill = Math.min(outstanding, amount);
  if (fromBill > 0) {
    const repaid = bill.repaidAmount + fromBill;
    await tx
      .update(creditBills)
      .set({ repaidAmount: repaid, status: repaid >= bill.amount ? 'refunded' : 'open', settledAt: repaid >= bill.amount ? new Date() : null })
      .where(eq(creditBills.id, bill.id));
    await tx
      .update(creditAccounts)
      .set({ used: sql`greatest(0, ${creditAccounts.used} - ${fromBill})`, updatedAt: sql`now()` })
      .where(eq(creditAccounts.storeId, storeId));
  }
  // Whatever the bill had already been repaid goes back to the balance.
  const rest = amount - fromBill;
  if (rest > 0) await postEntry(tx, { storeId, kind: 'refund', amount: rest, ref: `credit-refund:${orderId}:${Date.now()}`, note: '账期已还款部分退回余额' });
}

/** Operator: sets a store's credit limit (and optionally the term in days). */
export async function setCreditLimit(storeId: number, limit: number, termDays?: number): Promise<void> {
  const conn = await db();
  await conn
    .insert(creditAccounts)
    .values({ storeId, creditLimit: limit, termDays: termDays ?? 30 })
    .onConflictDoUpdate({ target: creditAccounts.storeId, set: { creditLimit: limit, ...(termDays ? { termDays } : {}), updatedAt: new Date() } });
}

/** GET /api/user/user_credit_list?page&type: bills by phase (type 0 all, 1 待还款, 2 已还清, 3 已逾期, 4 未出账), newest first. */
export async function creditBillsOf(storeId: number, q: { page: number; pageSize: number; type?: number }, now = new Date()): Promise<Page<Bill>> {
  const conn = await db();
  const today = shanghaiToday(now);
  const statementSql = sql`greatest(${creditBills.dueDate} - ${sql.raw(String(STATEMENT_DAYS_BEFORE_DUE))}, (${creditBills.createdAt} at time zone 'Asia/Shanghai')::date)`;
  const phase = BILL_TYPE_PHASE[q.type ?? 0];
  const where = and(
    eq(creditBills.storeId, storeId),
    phase === 'settled' ? sql`${creditBills.status} <> 'open'` : undefined,
    phase === 'overdue' ? and(eq(creditBills.status, 'open'), lt(creditBills.dueDate, today)) : undefined,
    phase === 'due' ? and(eq(creditBills.status, 'open'), sql`${creditBills.dueDate} >= ${today}`, sql`${statementSql} <= ${today}::date`) : undefined,
    phase === 'unbilled' ? and(eq(creditBills.status, 'open'), sql`${statementSql} > ${today}::date`) : undefined,
  );
  const { rows, total } = await fetchPage(
    q,
    (limit, offset) =>
      conn
        .select({ b: creditBills, orderNo: orders.orderNo })
        .from(creditBills)
        .innerJoin(orders, eq(orders.id, creditBills.orderId))
        .where(where)
        .orderBy(desc(creditBills.id))
        .limit(limit)
        .offset(offset),
    () => conn.select({ total: count() }).from(creditBills).where(where),
  );
  return {
    total,
    page: q.page,
    list: rows.map(({ b, orderNo }) => {
      const p = billPhase(b, today);
      return {
        id: b.id,
        bill_no: b.billNo,
        amount: fenToYuan(b.amount),
        repaid_amount: fenToYuan(b.repaidAmount),
        outstanding: fenToYuan(b.amount - b.repaidAmount),
        outstanding_fen: b.amount - b.repaidAmount,
        status: b.status,
        phase: p,
        status_text: BILL_PHASE_TEXT[p],
        overdue: p === 'overdue' ? 1 : 0,
        period: { from: shanghaiToday(b.createdAt), to: b.dueDate },
        statement_date: statementDate(b.createdAt, b.dueDate),
        due_date: b.dueDate,
        created_at: b.createdAt.toISOString(),
        settled_at: b.settledAt?.toISOString() ?? null,
        order_id: b.orderId,
        orders: [{ id: b.orderId, order_no: orderNo, url: `/order/info/${b.orderId}` }],
      };
    }),
  };
}
