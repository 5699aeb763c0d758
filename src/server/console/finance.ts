import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { DAY, isCalendarDay } from '../http/fields';
import { db, type Tx } from '../db/client';
import { cashVouchers, creditBills, creditRepayments, orders, stores, voucherBatches, walletTopups } from '../db/schema';
import { fetchPage } from '../db/paging';
import { BusinessError, ValidationError } from '../http/errors';
import { yuan } from '../http/money';
import { createVoucherCodes } from '../wallet/vouchers';
import { formatYuan } from '../../lib/money';
import { shanghaiToday } from '../../lib/time';

/**
 * Finance screens of the console (财务): top-up records, credit bills and repayments per store and
 * status, and cash-voucher batches (N unguessable codes of one value and validity, exported to Excel).
 * Balance adjustments and credit limits are in `members.ts`; invoices call `invoices/`.
 */
const PAGE = 30;
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const storeFilter = z.coerce.number().int().min(0).max(2_147_483_647).default(0);

export const topupQuery = z.object({ store: storeFilter, status: z.enum(['pending', 'succeeded', 'closed', '']).default(''), page });
export const TRADE_STATUS_TEXT = { pending: '待支付', succeeded: '已到账', closed: '已关闭' } as const;

export async function listTopups(q: z.infer<typeof topupQuery>) {
  const conn = await db();
  const where = and(q.store ? eq(walletTopups.storeId, q.store) : undefined, q.status ? eq(walletTopups.status, q.status) : undefined);
  const { rows, total } = await fetchPage(
    { page: q.page, pageSize: PAGE },
    (limit, offset) =>
      conn
        .select({ t: walletTopups, company: stores.company })
        .from(walletTopups)
        .innerJoin(stores, eq(stores.id, walletTopups.storeId))
        .where(where)
        .orderBy(desc(walletTopups.id))
        .limit(limit)
        .offset(offset),
    () => conn.select({ total: count() }).from(walletTopups).where(where),
  );
  return { total, rows: rows.map(({ t, company }) => ({ ...t, company, statusText: TRADE_STATUS_TEXT[t.status] })) };
}

export const billQuery = z.object({ store: storeFilter, status: z.enum(['open', 'overdue', 'repaid', 'refunded', '']).default(''), page });
export const BILL_STATUS_TEXT = { open: '待还款', overdue: '已逾期', repaid: '已还清', refunded: '已退款' } as const;

/** Credit bills, filtered by store and status (逾期 = open past its due date, in Shanghai days). */
export async function listBills(q: z.infer<typeof billQuery>, now = new Date()) {
  const conn = await db();
  const today = shanghaiToday(now);
  let status: SQL | undefined;
  if (q.status === 'overdue') status = and(eq(creditBills.status, 'open'), sql`${creditBills.dueDate} < ${today}`);
  else if (q.status === 'open') status = and(eq(creditBills.status, 'open'), sql`${creditBills.dueDate} >= ${today}`);
  else if (q.status) status = eq(creditBills.status, q.status);
  const where = and(q.store ? eq(creditBills.storeId, q.store) : undefined, status);
  const { rows, total } = await fetchPage(
    { page: q.page, pageSize: PAGE },
    (limit, offset) =>
      conn
        .select({ b: creditBills, company: stores.company, orderNo: orders.orderNo })
        .from(creditBills)
        .innerJoin(stores, eq(stores.id, creditBills.storeId))
        .innerJoin(orders, eq(orders.id, creditBills.orderId))
        .where(where)
        .orderBy(desc(creditBills.id))
        .limit(limit)
        .offset(offset),
    () => conn.select({ total: count() }).from(creditBills).where(where),
  );
  return {
    total,
    rows: rows.map(({ b, company, orderNo }) => {
      const state = b.status === 'open' && b.dueDate < today ? 'overdue' : b.status;
      return { ...b, company, orderNo, state, statusText: BILL_STATUS_TEXT[state] };
    }),
  };
}

export const repaymentQuery = z.object({ store: storeFilter, page });

export async function listRepayments(q: z.infer<typeof repaymentQuery>) {
  const conn = await db();
  const where = q.store ? eq(creditRepayments.storeId, q.store) : undefined;
  const { rows, total } = await fetchPage(
    { page: q.page, pageSize: PAGE },
    (limit, offset) =>
      conn
        .select({ r: creditRepayments, company: stores.company, billNo: creditBills.billNo })
        .from(creditRepayments)
        .innerJoin(stores, eq(stores.id, creditRepayments.storeId))
        .innerJoin(creditBills, eq(creditBills.id, creditRepayments.billId))
        .where(where)
        .orderBy(desc(creditRepayments.id))
        .limit(limit)
        .offset(offset),
    () => conn.select({ total: count() }).from(creditRepayments).where(where),
  );
  return {
    total,
    rows: rows.map(({ r, company, billNo }) => ({ ...r, company, billNo, statusText: TRADE_STATUS_TEXT[r.status], methodText: r.method === 'balance' ? '余额' : '在线支付' })),
  };
}

export const voucherBatchInput = z.object({
  count: z.coerce.number({ error: '张数应为整数' }).int('张数应为整数').min(1, '张数为 1–1000').max(1000, '张数为 1–1000'),
  value: yuan('面值', { digits: 6, positive: true, messages: { required: '请填写面值', format: '面值应为金额（元），最多两位小数', positive: '面值必须大于 0' } }),
  valid_to: z.string({ error: '请填写兑换截止日期' }).regex(DAY, { error: '日期格式应为 YYYY-MM-DD', abort: true }).refine(isCalendarDay, '日期无效'),
  name: z.string().trim().max(30, '名称最多 30 个字').default(''),
});

/** [409] every batch number of the day is taken (10,000 a day). */
export const VOUCHER_BATCH_FULL = 40904;

/**
 * 现金券批次号: XJP + Shanghai date + 4 random digits (the codes themselves are 16 random characters
 * each), taken in `voucher_batches` whose key makes it unique: a number already taken is drawn again
 * (on PostgreSQL a parallel batch holding the same number makes this one wait, then draw again).
 */
async function takeBatchNumber(tx: Tx, now: Date): Promise<string> {
  const day = shanghaiToday(now).replaceAll('-', '');
  for (let attempt = 0; attempt < 40; attempt++) {
    const batchNo = `XJP${day}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
    const [taken] = await tx.insert(voucherBatches).values({ batchNo, createdAt: now }).onConflictDoNothing().returning({ batchNo: voucherBatches.batchNo });
    if (taken) return taken.batchNo;
  }
  throw new BusinessError(VOUCHER_BATCH_FULL, '今日批次号已用尽，请明天再生成', 409);
}

/** Generates a batch of sold codes, redeemable until the end of `valid_to` (Shanghai). */
export async function createVoucherBatch(tx: Tx, input: z.infer<typeof voucherBatchInput>, now = new Date()) {
  const validTo = new Date(Date.parse(`${input.valid_to}T23:59:59.999+08:00`));
  if (validTo <= now) throw new ValidationError({ valid_to: ['兑换截止日期应晚于今天'] });
  const batchNo = await takeBatchNumber(tx, now);
  const name = input.name || `现金券 ${formatYuan(input.value)}`;
  const codes = await createVoucherCodes(tx, input.count, input.value, name, validTo, batchNo);
  return { batchNo, count: codes.length, value: input.value, validTo, name };
}

/** Batches with how many of their codes were redeemed. */
export async function listVoucherBatches(limit = 50) {
  return (await db())
    .select({
      batchNo: cashVouchers.batchNo,
      name: sql<string>`min(${cashVouchers.name})`,
      value: sql<number>`min(${cashVouchers.faceValue})::int`,
      total: sql<number>`count(*)::int`,
      redeemed: sql<number>`count(${cashVouchers.storeId})::int`,
      validTo: sql<Date>`min(${cashVouchers.validTo})`,
      createdAt: sql<Date>`min(${cashVouchers.createdAt})`,
    })
    .from(cashVouchers)
    .where(sql`${cashVouchers.batchNo} is not null`)
    .groupBy(cashVouchers.batchNo)
    .orderBy(sql`min(${cashVouchers.id}) desc`)
    .limit(limit);
}
