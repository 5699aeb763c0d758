import { asc, gt, inArray } from 'drizzle-orm';
import { db } from '../db/client';
import { creditAccounts, qualifications, stores } from '../db/schema';

/** Stores (members' businesses) after `since` (a store id), with licences, their expiry, and credit terms. */
export async function membersAfter(since: number, limit: number) {
  const conn = await db();
  const rows = await conn.select().from(stores).where(gt(stores.id, since)).orderBy(asc(stores.id)).limit(limit);
  const ids = rows.map((s) => s.id);
  const [licences, credits] = ids.length
    ? await Promise.all([
        conn.select().from(qualifications).where(inArray(qualifications.storeId, ids)).orderBy(asc(qualifications.id)),
        conn.select().from(creditAccounts).where(inArray(creditAccounts.storeId, ids)),
      ])
    : [[], []];
  const creditOf = new Map(credits.map((c) => [c.storeId, c]));
  const items = rows.map((s) => {
    const c = creditOf.get(s.id);
    return {
      store_id: s.id,
      member_id: s.memberId,
      company: s.company,
      company_type: s.companyType,
      is_passed: s.isPassed,
      created_at: s.createdAt.toISOString(),
      credit: c ? { credit_limit: c.creditLimit, used: c.used, term_days: c.termDays } : null,
      licences: licences
        .filter((q) => q.storeId === s.id)
        .map((q) => ({ id: q.id, type: q.type, number: q.number, valid_to: q.validTo, long_term: q.longTerm, status: q.status, reject_reason: q.rejectReason })),
    };
  });
  return { items, next_cursor: String(rows.at(-1)?.id ?? since), has_more: rows.length === limit };
}
