import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { prepared } from '../db/prepared';
import { members, qualificationFileAccess, qualificationFiles, qualifications, stores, type QualificationStatus, type QualificationType } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { decideCertificates, type Decision } from './review';
import { prepareUpload, readStored, removeFile, storeFile } from './files';
import { BUSINESS_SCOPES, EXPIRY_WARNING_DAYS, optionalTypes, QUALIFICATION_HINTS, QUALIFICATION_LABELS, requiredTypes, SCOPED_TYPES } from './types';
import { shanghaiToday } from '../../lib/time';
import type { Licence, LicenceSlot, Qualifications } from '../../wire/qualifications';

type Row = typeof qualifications.$inferSelect;
type StoreRow = typeof stores.$inferSelect;

const DAY = 86_400_000;

export type Expiry = { state: 'valid' | 'expiring' | 'expired' | 'long_term'; daysLeft: number | null };

/** Whether a certificate is expired, expires within 30 days, or is fine. */
export function expiryOf(row: Pick<Row, 'longTerm' | 'validTo'>, now = new Date()): Expiry {
  if (row.longTerm || !row.validTo) return { state: 'long_term', daysLeft: null };
  const today = Date.parse(`${shanghaiToday(now)}T00:00:00Z`);
  const daysLeft = Math.round((Date.parse(`${row.validTo}T00:00:00Z`) - today) / DAY);
  if (daysLeft < 0) return { state: 'expired', daysLeft };
  return { state: daysLeft <= EXPIRY_WARNING_DAYS ? 'expiring' : 'valid', daysLeft };
}

const STATUS_TEXT: Record<QualificationStatus, string> = { pending: '待审核', approved: '已通过', rejected: '已驳回' };

function view(row: Row, required: boolean, now: Date): Licence {
  const expiry = expiryOf(row, now);
  return {
    id: row.id,
    type: row.type,
    name: QUALIFICATION_LABELS[row.type],
    required: required ? 1 : 0,
    number: row.number,
    valid_from: row.validFrom,
    valid_to: row.validTo,
    long_term: row.longTerm ? 1 : 0,
    scope: row.scope,
    status: row.status,
    status_text: STATUS_TEXT[row.status],
    reject_reason: row.rejectReason,
    file_url: row.fileId ? `/files/zzzj/${row.fileId}` : '',
    expiry: expiry.state,
    days_left: expiry.daysLeft,
    submitted_at: row.submittedAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

export type QualificationView = ReturnType<typeof view>;

/** GET api/user/zizhi: the store's certificates against what its company type requires, with warnings. */
export async function qualificationsOf(store: Pick<StoreRow, 'id' | 'companyType' | 'isPassed'>, now = new Date()): Promise<Qualifications> {
  const rows = await (await db()).select().from(qualifications).where(eq(qualifications.storeId, store.id)).orderBy(asc(qualifications.id));
  const required = requiredTypes(store.companyType);
  const byType = new Map(rows.map((r) => [r.type, r]));
  const list = rows.map((r) => view(r, required.includes(r.type), now));
  const slot = (type: QualificationType, isRequired: boolean): LicenceSlot => ({
    type,
    name: QUALIFICATION_LABELS[type],
    hint: QUALIFICATION_HINTS[type],
    required: isRequired ? 1 : 0,
    scoped: SCOPED_TYPES.has(type) ? 1 : 0,
    current: byType.has(type) ? view(byType.get(type)!, isRequired, now) : null,
  });
  const warnings: { level: 'expired' | 'expiring' | 'rejected'; text: string }[] = [];
  for (const item of list) {
    if (item.expiry === 'expired')
      warnings.push({
        level: 'expired',
        text: `${item.name}已于 ${item.valid_to} 过期${item.required || item.status === 'approved' ? '，过期期间无法下单，' : '，'}请尽快上传新证件`,
      });
    else if (item.expiry === 'expiring') warnings.push({ level: 'expiring', text: `${item.name}将于 ${item.valid_to} 到期（剩余 ${item.days_left} 天），请及时更新` });
    if (item.status === 'rejected') warnings.push({ level: 'rejected', text: `${item.name}审核未通过：${item.reject_reason || '请重新上传'}` });
  }
  const missing = required.filter((t) => !byType.has(t)).map((t) => QUALIFICATION_LABELS[t]);
  return {
    is_passed: store.isPassed ? 1 : 0,
    company_type: store.companyType,
    required: required.map((t) => slot(t, true)),
    optional: optionalTypes(store.companyType).map((t) => slot(t, false)),
    missing,
    warnings,
    scopes: BUSINESS_SCOPES,
    list,
  };
}

export type UploadFields = {
  type: QualificationType;
  number: string;
  validFrom: string | null;
  validTo: string | null;
  longTerm: boolean;
  scope: string[];
  originalName: string;
};

/**
 * Stores an uploaded certificate (or a replacement) as pending review. The file is checked and
 * re-encoded first; a failure stores nothing. Replaced files stay on record (older rows of
 * qualification_files) so a review can be traced. `admit` (the store's upload quota) is told the
 * stored size after the file is checked and before it is written.
 */
export async function submitQualification(
  storeId: number,
  fields: UploadFields,
  bytes: Uint8Array,
  now = new Date(),
  admit: (storedBytes: number) => Promise<void> = async () => {},
) {
  const prepared = await prepareUpload(bytes);
  await admit(prepared.data.length);
  const key = await storeFile(storeId, prepared);
  const conn = await db();
  try {
    return await conn.transaction(async (tx) => {
      const [file] = await tx
        .insert(qualificationFiles)
        .values({
          storeId,
          storageKey: key,
          mime: prepared.mime,
          size: prepared.data.length,
          width: prepared.width,
          height: prepared.height,
          sha256: prepared.sha256,
          originalName: fields.originalName.slice(0, 120),
          createdAt: now,
        })
        .returning({ id: qualificationFiles.id });
      const values = {
        number: fields.number,
        validFrom: fields.validFrom,
        validTo: fields.longTerm ? null : fields.validTo,
        longTerm: fields.longTerm,
        scope: SCOPED_TYPES.has(fields.type) ? fields.scope : [],
        fileId: file.id,
        status: 'pending' as const,
        rejectReason: '',
        submittedAt: now,
        reviewedAt: null,
        reviewedBy: '',
      };
      const [row] = await tx
        .insert(qualifications)
        .values({ storeId, type: fields.type, ...values })
        .onConflictDoUpdate({ target: [qualifications.storeId, qualifications.type], set: values })
        .returning();
      return row;
    });
  } catch (error) {
    await removeFile(key);
    throw error;
  }
}

/**
 * A certificate file for its owner only: any store of the logged-in member. Anyone else (another
 * member, a wrong id) gets the same 404. Each read is logged (PIPL).
 */
export async function ownedFile(memberId: number, fileId: number, ip: string) {
  const conn = await db();
  const [row] = await conn
    .select({ file: qualificationFiles })
    .from(qualificationFiles)
    .innerJoin(stores, eq(stores.id, qualificationFiles.storeId))
    .where(and(eq(qualificationFiles.id, fileId), eq(stores.memberId, memberId)));
  if (!row) throw new NotFoundError('文件不存在');
  const data = await readStored(row.file.storageKey);
  if (!data) throw new NotFoundError('文件不存在');
  await conn.insert(qualificationFileAccess).values({ fileId, memberId, ip });
  return { mime: row.file.mime, data, name: row.file.originalName };
}

/** 经营范围 of a store: the scopes on its approved licences (GET api/user/jyfw). */
// Read by every checkout (business scope, expired licences): built once (../db/prepared.ts).
const approvedScopes = prepared((db) =>
  db
    .select({ scope: qualifications.scope })
    .from(qualifications)
    .where(and(eq(qualifications.storeId, sql.placeholder('storeId')), eq(qualifications.status, 'approved'), inArray(qualifications.type, [...SCOPED_TYPES])))
    .prepare('approved_scopes'),
);
const storeQualifications = prepared((db) =>
  db
    .select()
    .from(qualifications)
    .where(eq(qualifications.storeId, sql.placeholder('storeId')))
    .prepare('store_qualifications'),
);

export async function businessScopeOf(storeId: number): Promise<string[]> {
  const rows = await approvedScopes(await db()).execute({ storeId });
  const all = new Set(rows.flatMap((r) => r.scope));
  return BUSINESS_SCOPES.filter((s) => all.has(s));
}

/**
 * Certificates of the store that have expired and block ordering (GSP: an expired licence blocks, issue 25):
 * every required one, and any other the store holds approved (a lapsed GSP certificate too), with its day.
 */
export async function expiredRequired(store: Pick<StoreRow, 'id' | 'companyType'>, now = new Date()): Promise<{ name: string; validTo: string }[]> {
  const rows = await storeQualifications(await db()).execute({ storeId: store.id });
  const required = requiredTypes(store.companyType);
  return rows
    .filter((r) => (required.includes(r.type) || r.status === 'approved') && expiryOf(r, now).state === 'expired')
    .map((r) => ({ name: QUALIFICATION_LABELS[r.type], validTo: r.validTo ?? '' }));
}

/** 「您的《药品经营许可证》已于 2026-11-24 过期，请更新后再下单」 (the checkout refusal, code 10041). */
export function expiredText(list: readonly { name: string; validTo: string }[]): string {
  return `您的${list.map((c) => `《${c.name}》已于 ${c.validTo} 过期`).join('、')}，请更新后再下单`;
}

// ---- Review (operator CLI) -------------------------------------------------------------------

export type ReviewResult = { storeId: number; company: string; changed: number; isPassed: boolean; missing: string[] };

/** The member a reviewer names: username or phone. */
export async function memberByName(name: string) {
  const [row] = await (
    await db()
  )
    .select()
    .from(members)
    .where(or(eq(members.username, name), eq(members.phone, name)))
    .limit(1);
  return row ?? null;
}

/**
 * Approves (or rejects with a reason) the pending certificates of a member's stores (the CLI's
 * `qualifications:approve`): the same rule as the console's per-certificate review (./review.ts),
 * one transaction per store.
 */
export async function reviewMember(memberId: number, decision: { reject?: string; reviewer: string; storeId?: number }, now = new Date()): Promise<ReviewResult[]> {
  const conn = await db();
  const owned = await conn.select().from(stores).where(eq(stores.memberId, memberId)).orderBy(asc(stores.id));
  const targets = decision.storeId ? owned.filter((s) => s.id === decision.storeId) : owned;
  const rule: Decision = decision.reject ? { approve: false, reason: decision.reject, reviewer: decision.reviewer } : { approve: true, reviewer: decision.reviewer };
  const results: ReviewResult[] = [];
  for (const store of targets) {
    const r = await conn.transaction((tx) => decideCertificates(tx, store, rule, undefined, now));
    results.push({ storeId: r.storeId, company: r.company, changed: r.changed, isPassed: r.isPassed, missing: r.missing });
  }
  return results;
}

/** Pending certificates for the operator's list. */
export async function pendingReviews(status: QualificationStatus | 'all' = 'pending') {
  const conn = await db();
  const base = conn
    .select({ q: qualifications, store: stores, member: members })
    .from(qualifications)
    .innerJoin(stores, eq(stores.id, qualifications.storeId))
    .innerJoin(members, eq(members.id, stores.memberId));
  const rows =
    status === 'all' ? await base.orderBy(asc(qualifications.submittedAt)) : await base.where(eq(qualifications.status, status)).orderBy(asc(qualifications.submittedAt));
  return rows.map(({ q, store, member }) => ({
    id: q.id,
    member: member.username,
    phone: member.phone,
    storeId: store.id,
    company: store.company,
    companyType: store.companyType,
    type: QUALIFICATION_LABELS[q.type],
    number: q.number,
    validTo: q.longTerm ? '长期' : q.validTo,
    status: q.status,
    submittedAt: q.submittedAt,
    isPassed: store.isPassed,
  }));
}
