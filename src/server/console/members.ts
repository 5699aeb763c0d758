import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { db, type Tx } from '../db/client';
import { accountManagers, addresses, creditAccounts, members, orders, qualifications, stores, walletEntries } from '../db/schema';
import { fetchPage } from '../db/paging';
import { NotFoundError, ValidationError } from '../http/errors';
import { yuan } from '../http/money';
import { postEntry } from '../wallet/ledger';
import { QUALIFICATION_LABELS } from '../qualifications/types';
import { STATUS_TEXT } from '../orders/state';

/**
 * Members in the console: search, one store's whole picture (member, addresses, licences,
 * orders, balance ledger, credit, points), and the changes operators make — account manager and
 * chat flag (审核), credit limit and balance adjustments / top-ups as ledger entries (财务).
 */
export const searchInput = z.object({
  keyword: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export async function searchStores(q: z.infer<typeof searchInput>, pageSize = 30) {
  const conn = await db();
  const like = q.keyword ? `%${q.keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  const where = like ? or(ilike(stores.company, like), ilike(members.username, like), ilike(members.phone, like), ilike(stores.contact, like)) : undefined;
  const { rows, total } = await fetchPage(
    { page: q.page, pageSize },
    (limit, offset) =>
      conn.select({ s: stores, m: members }).from(stores).innerJoin(members, eq(members.id, stores.memberId)).where(where).orderBy(asc(stores.id)).limit(limit).offset(offset),
    () => conn.select({ total: count() }).from(stores).innerJoin(members, eq(members.id, stores.memberId)).where(where),
  );
  return {
    total,
    rows: rows.map(({ s, m }) => ({
      storeId: s.id,
      company: s.company,
      companyType: s.companyType,
      province: s.province,
      isPassed: s.isPassed,
      username: m.username,
      phone: m.phone,
      contact: s.contact,
    })),
  };
}

export async function storeDetail(storeId: number) {
  const conn = await db();
  const [row] = await conn.select({ s: stores, m: members }).from(stores).innerJoin(members, eq(members.id, stores.memberId)).where(eq(stores.id, storeId));
  if (!row) throw new NotFoundError('门店不存在');
  const [addr, certs, recent, ledger, [credit], managers] = await Promise.all([
    conn.select().from(addresses).where(eq(addresses.storeId, storeId)),
    conn.select().from(qualifications).where(eq(qualifications.storeId, storeId)).orderBy(asc(qualifications.id)),
    conn.select().from(orders).where(eq(orders.storeId, storeId)).orderBy(desc(orders.id)).limit(10),
    conn.select().from(walletEntries).where(eq(walletEntries.storeId, storeId)).orderBy(desc(walletEntries.id)).limit(10),
    conn.select().from(creditAccounts).where(eq(creditAccounts.storeId, storeId)),
    conn.select().from(accountManagers).orderBy(asc(accountManagers.id)),
  ]);
  return {
    store: row.s,
    member: {
      id: row.m.id,
      username: row.m.username,
      phone: row.m.phone,
      name: row.m.name,
      createdAt: row.m.createdAt,
      suspendedAt: row.m.suspendedAt,
      suspendReason: row.m.suspendReason,
    },
    addresses: addr,
    certificates: certs.map((c) => ({ ...c, label: QUALIFICATION_LABELS[c.type] })),
    orders: recent.map((o) => ({ id: o.id, orderNo: o.orderNo, statusText: STATUS_TEXT[o.status], payable: o.payableAmount, createdAt: o.createdAt })),
    balance: ledger[0]?.balanceAfter ?? 0,
    ledger,
    credit: credit ?? null,
    managers,
  };
}

const flag = z.union([z.literal('1'), z.literal('0')]).transform((v) => v === '1');
export const serviceInput = z.object({ account_manager_id: z.coerce.number().int().min(0).default(0), is_can_chat: flag });

/** Account manager (0 = none) and the chat flag. */
export async function setService(tx: Tx, storeId: number, input: z.infer<typeof serviceInput>) {
  const [before] = await tx.select({ accountManagerId: stores.accountManagerId, isCanChat: stores.isCanChat }).from(stores).where(eq(stores.id, storeId)).for('update');
  if (!before) throw new NotFoundError('门店不存在');
  if (input.account_manager_id) {
    const [m] = await tx.select({ id: accountManagers.id }).from(accountManagers).where(eq(accountManagers.id, input.account_manager_id));
    if (!m) throw new NotFoundError('客户经理不存在');
  }
  const after = { accountManagerId: input.account_manager_id || null, isCanChat: input.is_can_chat };
  await tx.update(stores).set(after).where(eq(stores.id, storeId));
  return { before, after };
}

const amount = (label: string) => yuan(label, { digits: 9, signed: true, messages: { required: `请填写${label}`, format: `${label}应为金额（元），最多两位小数` } });

export const creditInput = z.object({
  credit_limit: amount('账期额度').refine((v) => v >= 0, '账期额度不能为负'),
  term_days: z.coerce.number({ error: '账期天数应为整数' }).int('账期天数应为整数').min(1, '账期天数为 1–365 天').max(365, '账期天数为 1–365 天'),
});

export async function setCredit(tx: Tx, storeId: number, input: z.infer<typeof creditInput>) {
  const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw new NotFoundError('门店不存在');
  const [before] = await tx.select().from(creditAccounts).where(eq(creditAccounts.storeId, storeId)).for('update');
  await tx
    .insert(creditAccounts)
    .values({ storeId, creditLimit: input.credit_limit, termDays: input.term_days })
    .onConflictDoUpdate({ target: creditAccounts.storeId, set: { creditLimit: input.credit_limit, termDays: input.term_days, updatedAt: new Date() } });
  return { before: before ? { creditLimit: before.creditLimit, termDays: before.termDays } : null, after: { creditLimit: input.credit_limit, termDays: input.term_days } };
}

export const moneyInput = z
  .object({
    kind: z.enum(['recharge', 'adjustment'], { error: '请选择充值或调整' }),
    amount: amount('金额').refine((v) => v !== 0, '金额不能为 0'),
    reason: z.string({ error: '请填写原因' }).trim().min(2, '请填写原因（如 对公转账充值、补差价）').max(100, '原因最多 100 字'),
  })
  .refine((v) => v.kind !== 'recharge' || v.amount > 0, { message: '充值金额必须大于 0', path: ['amount'] });

/** A top-up or a signed adjustment: a ledger entry (never an edit); the balance cannot go below zero. */
export async function postMoney(tx: Tx, storeId: number, input: z.infer<typeof moneyInput>, operator: string) {
  const [store] = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, storeId)));
  if (!store) throw new NotFoundError('门店不存在');
  const r = await postEntry(tx, { storeId, kind: input.kind, amount: input.amount, ref: `console:${randomUUID()}`, note: `${input.reason}（${operator}）` });
  return { balance: r.balance, entryId: r.entryId };
}

export const suspendInput = z.object({
  suspend: z.union([z.literal('1'), z.literal('0')], { error: '请选择停用或启用' }).transform((v) => v === '1'),
  reason: z.string().trim().max(100, '原因最多 100 字').default(''),
});

/**
 * Suspends (停用) or re-enables the member who owns the store. A suspended member's sessions end on
 * their next request (the session loader reads the flag) and every way of logging in refuses them.
 */
export async function setSuspended(tx: Tx, storeId: number, input: z.infer<typeof suspendInput>) {
  const [row] = await tx.select({ memberId: stores.memberId }).from(stores).where(eq(stores.id, storeId));
  if (!row) throw new NotFoundError('门店不存在');
  if (input.suspend && input.reason.length < 2) throw new ValidationError({ reason: ['请填写停用原因'] });
  const [before] = await tx.select({ suspendedAt: members.suspendedAt, reason: members.suspendReason }).from(members).where(eq(members.id, row.memberId)).for('update');
  const after = input.suspend ? { suspendedAt: before?.suspendedAt ?? new Date(), suspendReason: input.reason } : { suspendedAt: null, suspendReason: '' };
  await tx.update(members).set(after).where(eq(members.id, row.memberId));
  return { objectId: row.memberId, before, after };
}
