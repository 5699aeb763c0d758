import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { db } from '../db/client';
import { auditLog } from '../db/schema';
import { fetchPage } from '../db/paging';
import { shanghaiDayStart } from '../../lib/time';

/** Filters of the audit log page and its export (dates are Shanghai days, inclusive). */
export type AuditQuery = { q?: string; action?: string; operator?: string; object?: string; from?: string; to?: string; page: number; pageSize: number };

/** The WHERE of the audit page's filters (the export uses it too). */
export function auditFilter(q: AuditQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q.q) {
    const like = `%${q.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    parts.push(or(ilike(auditLog.objectId, like), ilike(auditLog.objectType, like), ilike(auditLog.action, like)));
  }
  if (q.action) parts.push(eq(auditLog.action, q.action));
  if (q.operator) parts.push(eq(auditLog.operatorName, q.operator));
  if (q.object) parts.push(eq(auditLog.objectType, q.object));
  if (q.from) parts.push(gte(auditLog.at, shanghaiDayStart(q.from)));
  if (q.to) parts.push(lt(auditLog.at, new Date(shanghaiDayStart(q.to).getTime() + 86_400_000)));
  return and(...parts);
}

export async function searchAudit(q: AuditQuery) {
  const conn = await db();
  const filter = auditFilter(q);
  const { rows, total } = await fetchPage(
    q,
    (limit, offset) => conn.select().from(auditLog).where(filter).orderBy(desc(auditLog.id)).limit(limit).offset(offset),
    () => conn.select({ total: count() }).from(auditLog).where(filter),
  );
  return { total, page: q.page, rows };
}
