import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { db } from '../db/client';
import { auditLog } from '../db/schema';
import { fetchPage } from '../db/paging';
import { shanghaiDayStart } from '../../lib/time';
import { formatDateTime } from '../../lib/time';

/** Filters of the audit log page and its export (dates are Shanghai days, inclusive). */
export type AuditQuery = { q?: string; action?: string; operator?: string; from?: string; to?: string; page: number; pageSize: number };

function where(q: AuditQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q.q) {
    const like = `%${q.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    parts.push(or(ilike(auditLog.objectId, like), ilike(auditLog.objectType, like), ilike(auditLog.action, like)));
  }
  if (q.action) parts.push(eq(auditLog.action, q.action));
  if (q.operator) parts.push(eq(auditLog.operatorName, q.operator));
  if (q.from) parts.push(gte(auditLog.at, shanghaiDayStart(q.from)));
  if (q.to) parts.push(lt(auditLog.at, new Date(shanghaiDayStart(q.to).getTime() + 86_400_000)));
  return and(...parts);
}

export async function searchAudit(q: AuditQuery) {
  const conn = await db();
  const filter = where(q);
  const { rows, total } = await fetchPage(
    q,
    (limit, offset) => conn.select().from(auditLog).where(filter).orderBy(desc(auditLog.id)).limit(limit).offset(offset),
    () => conn.select({ total: count() }).from(auditLog).where(filter),
  );
  return { total, page: q.page, rows };
}

const EXPORT_MAX = 50_000;

/** The filtered log as an .xlsx workbook (newest first, at most 50 000 rows). */
export async function exportAudit(q: Omit<AuditQuery, 'page' | 'pageSize'>): Promise<Buffer> {
  const rows = await (
    await db()
  )
    .select()
    .from(auditLog)
    .where(where({ ...q, page: 1, pageSize: 1 }))
    .orderBy(desc(auditLog.id))
    .limit(EXPORT_MAX);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('操作日志');
  sheet.columns = [
    { header: '编号', key: 'id', width: 8 },
    { header: '时间', key: 'at', width: 20 },
    { header: '操作员', key: 'op', width: 12 },
    { header: '操作', key: 'action', width: 24 },
    { header: '对象', key: 'type', width: 14 },
    { header: '对象编号', key: 'obj', width: 14 },
    { header: '修改前', key: 'before', width: 40 },
    { header: '修改后', key: 'after', width: 40 },
    { header: 'IP', key: 'ip', width: 16 },
  ];
  for (const r of rows) {
    sheet.addRow({
      id: r.id,
      at: formatDateTime(r.at),
      op: r.operatorName,
      action: r.action,
      type: r.objectType,
      obj: r.objectId,
      before: r.before == null ? '' : JSON.stringify(r.before),
      after: r.after == null ? '' : JSON.stringify(r.after),
      ip: r.ip,
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
