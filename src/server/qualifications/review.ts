/**
 * Reviewing certificates: the one rule both the console (one certificate at a time) and the CLI
 * (`npm run admin -- qualifications:approve`, a member's pending certificates at once) use.
 * `decideCertificates` approves or rejects pending certificates of one store inside the caller's
 * transaction, sets the validity an approver corrected, recomputes whether the store passes (every
 * required certificate approved), and leaves the store a message saying what happened.
 */
import { and, asc, eq, inArray, lte, gte, or, isNotNull } from 'drizzle-orm';
import { db, type Db, type Tx } from '../db/client';
import { members, messages, qualificationFiles, qualifications, stores } from '../db/schema';
import { readStored } from './files';
import { BusinessError, NotFoundError, ValidationError } from '../http/errors';
import { BUSINESS_SCOPES, QUALIFICATION_LABELS, requiredTypes, SCOPED_TYPES } from './types';

export const QUALIFICATION_REVIEWED = 40301;

/** Reject reasons an operator picks from (free text may be added). */
export const REJECT_TEMPLATES = [
  '证件图片模糊，无法辨认',
  '证件已过期，请上传有效期内的证件',
  '证件信息与注册企业名称不一致',
  '缺少公章或法定代表人签字',
  '经营范围与所购商品不符',
  '上传的证件类型错误',
] as const;

export type Decision = { approve: true; reviewer: string; validTo?: string | null; longTerm?: boolean } | { approve: false; reviewer: string; reason: string };

type StoreRow = typeof stores.$inferSelect;

export type DecideResult = { storeId: number; company: string; changed: number; isPassed: boolean; missing: string[]; before: unknown[]; after: unknown[] };

/** Approves or rejects the named pending certificates of `store` (all pending ones when `ids` is omitted). */
export async function decideCertificates(tx: Tx, store: StoreRow, decision: Decision, ids?: number[], now = new Date()): Promise<DecideResult> {
  const pending = await tx
    .select()
    .from(qualifications)
    .where(and(eq(qualifications.storeId, store.id), eq(qualifications.status, 'pending'), ids ? inArray(qualifications.id, ids) : undefined))
    .orderBy(asc(qualifications.id))
    .for('update');
  if (ids && pending.length !== ids.length) throw new BusinessError(QUALIFICATION_REVIEWED, '该证件已被处理，请刷新后查看');
  // GSP: a certificate is approved on its scan only (issue 25); nothing is written when one lacks it.
  const unfiled = decision.approve ? pending.filter((q) => q.fileId === null) : [];
  if (unfiled.length) throw new ValidationError({ file: [`${unfiled.map((q) => `《${QUALIFICATION_LABELS[q.type]}》`).join('、')}未上传文件，不能审核通过`] });
  const before = pending.map((q) => ({ id: q.id, status: q.status, validTo: q.validTo, longTerm: q.longTerm }));
  const after: unknown[] = [];
  for (const q of pending) {
    const set = decision.approve
      ? {
          status: 'approved' as const,
          rejectReason: '',
          reviewedAt: now,
          reviewedBy: decision.reviewer,
          ...(decision.longTerm !== undefined || decision.validTo !== undefined
            ? { longTerm: !!decision.longTerm, validTo: decision.longTerm ? null : (decision.validTo ?? q.validTo) }
            : {}),
        }
      : { status: 'rejected' as const, rejectReason: decision.reason, reviewedAt: now, reviewedBy: decision.reviewer };
    const [row] = await tx.update(qualifications).set(set).where(eq(qualifications.id, q.id)).returning();
    after.push({ id: row!.id, status: row!.status, validTo: row!.validTo, longTerm: row!.longTerm, reason: row!.rejectReason });
  }
  const rows = await tx.select().from(qualifications).where(eq(qualifications.storeId, store.id));
  const approved = new Set(rows.filter((r) => r.status === 'approved').map((r) => r.type));
  const missing = requiredTypes(store.companyType)
    .filter((t) => !approved.has(t))
    .map((t) => QUALIFICATION_LABELS[t]);
  const isPassed = !decision.approve ? false : missing.length === 0;
  await tx.update(stores).set({ isPassed }).where(eq(stores.id, store.id));
  if (pending.length) {
    const names = pending.map((c) => QUALIFICATION_LABELS[c.type]).join('、');
    const [title, body] = !decision.approve
      ? ['资质审核未通过', `您提交的${names}审核未通过，原因：${decision.reason}。请在“资质证件”页面重新上传。`]
      : isPassed
        ? ['资质审核通过', `恭喜！${store.company}的资质证件（${names}）已审核通过，现在可以查看价格并下单采购。`]
        : ['资质证件已审核', `${names}已审核通过，还需上传：${missing.join('、')}。`];
    await tx.insert(messages).values({ storeId: store.id, title, body, createdAt: now });
  }
  return { storeId: store.id, company: store.company, changed: pending.length, isPassed, missing, before, after };
}

/** The console's review of one certificate by id. */
export async function decideCertificate(tx: Tx, id: number, decision: Decision, now = new Date()): Promise<DecideResult> {
  const [row] = await tx.select({ store: stores }).from(qualifications).innerJoin(stores, eq(stores.id, qualifications.storeId)).where(eq(qualifications.id, id));
  if (!row) throw new NotFoundError('证件不存在');
  return decideCertificates(tx, row.store, decision, [id], now);
}

/** Sets the 经营范围 on a store's scoped licence (drug or medical licence); unknown scopes are refused by the caller's schema. */
export async function setBusinessScope(tx: Tx, storeId: number, scope: string[]) {
  const rows = await tx
    .select()
    .from(qualifications)
    .where(and(eq(qualifications.storeId, storeId), inArray(qualifications.type, [...SCOPED_TYPES])))
    .for('update');
  if (!rows.length) throw new NotFoundError('该门店没有药品经营许可证或医疗机构执业许可证');
  const ordered = BUSINESS_SCOPES.filter((s) => scope.includes(s));
  for (const r of rows) await tx.update(qualifications).set({ scope: ordered }).where(eq(qualifications.id, r.id));
  return { before: rows.map((r) => ({ id: r.id, scope: r.scope })), after: ordered };
}

/** Certificates expiring within `days` (not yet expired) or already expired, for the reminder lists. */
export async function expiryList(tx: Db | Tx, kind: 'expiring' | 'expired', today: string, days = 30) {
  const limit = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const cond =
    kind === 'expired'
      ? and(eq(qualifications.longTerm, false), isNotNull(qualifications.validTo), lte(qualifications.validTo, addDay(today, -1)))
      : and(eq(qualifications.longTerm, false), gte(qualifications.validTo, today), lte(qualifications.validTo, limit));
  return tx
    .select({ q: qualifications, store: stores, member: members })
    .from(qualifications)
    .innerJoin(stores, eq(stores.id, qualifications.storeId))
    .innerJoin(members, eq(members.id, stores.memberId))
    .where(and(cond, or(eq(qualifications.status, 'approved'), eq(qualifications.status, 'pending'))))
    .orderBy(asc(qualifications.validTo))
    .limit(500);
}

function addDay(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** A certificate file for a reviewer (the console logs each view before calling this). */
export async function fileForReviewer(fileId: number) {
  const [row] = await (await db()).select().from(qualificationFiles).where(eq(qualificationFiles.id, fileId));
  if (!row) throw new NotFoundError('文件不存在');
  const data = await readStored(row.storageKey);
  if (!data) throw new NotFoundError('文件不存在');
  return { mime: row.mime, data, name: row.originalName, storeId: row.storeId };
}

/** The review queue: certificates of a status with store, member and file, oldest first. */
export async function reviewQueue(status: 'pending' | 'approved' | 'rejected') {
  const rows = await (
    await db()
  )
    .select({ q: qualifications, store: stores, member: members })
    .from(qualifications)
    .innerJoin(stores, eq(stores.id, qualifications.storeId))
    .innerJoin(members, eq(members.id, stores.memberId))
    .where(eq(qualifications.status, status))
    .orderBy(asc(qualifications.submittedAt), asc(qualifications.id))
    .limit(500);
  return rows;
}
