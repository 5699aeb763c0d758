import { Readable } from 'node:stream';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { exportJobFor } from '../../../../../server/console/export-access';
import { auditRead } from '../../../../../server/console/action';
import type { Permission } from '../../../../../server/console/roles';
import { downloadHeaders } from '../../../../../server/console/exports';
import { openExportFile } from '../../../../../server/exports/files';
import { NotFoundError } from '../../../../../server/http/errors';

export const permission = 'dashboard';

/** GET /admin/api/exports/{id}/file: the finished file of a background export, streamed from disk (the export's own permission is checked). */
export const GET = consoleEndpoint(permission, async (context, op) => {
  const job = await exportJobFor(op, Number(context.params.id));
  const file = job.status === 'done' && job.fileKey ? await openExportFile(job.fileKey) : null;
  if (!file) throw new NotFoundError('文件尚未生成或已过期');
  await auditRead(op, { permission: job.permission as Permission, action: 'export.download', objectType: 'export_job', objectId: job.id });
  const format = job.fileName.endsWith('.csv') ? 'csv' : 'xlsx';
  return new Response(Readable.toWeb(file.stream) as ReadableStream, { headers: downloadHeaders(job.fileName, format, file.size) });
});
