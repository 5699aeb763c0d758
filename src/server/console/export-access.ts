import { jobById, type ExportJob } from '../exports/jobs';
import { NotFoundError } from '../http/errors';
import type { ExportJobView } from '../../wire/exports';
import { forbidden } from './errors';
import { can, PERMISSIONS, type Permission } from './roles';
import type { Operator } from './session.server';

/**
 * Who may see and download a background export: an operator holding the permission the export
 * needs (the one who asked has it, and so does anyone of the same permission); 404 for no such job.
 */
export async function exportJobFor(op: Operator, id: number): Promise<ExportJob> {
  const job = Number.isSafeInteger(id) && id > 0 ? await jobById(id) : null;
  if (!job) throw new NotFoundError('导出任务不存在');
  const permission = job.permission as Permission;
  if (!PERMISSIONS.includes(permission) || !can(op.role, permission)) throw forbidden();
  return job;
}

const STATUS_TEXT: Record<ExportJob['status'], string> = {
  queued: '导出中…',
  running: '导出中…',
  done: '已完成',
  failed: '导出失败，请重新导出',
  expired: '文件已过期，请重新导出',
};

export function exportJobView(job: ExportJob): ExportJobView {
  return {
    id: job.id,
    status: job.status,
    status_text: STATUS_TEXT[job.status],
    file_name: job.fileName,
    rows: job.rows,
    href: job.status === 'done' ? `/admin/api/exports/${job.id}/file` : null,
  };
}
