import { PassThrough, Readable } from 'node:stream';
import { inlineExportRows, type ExportDefinition } from '../exports/definition';
import { CONTENT_TYPE, writeSheet } from '../exports/sheet';
import { queueJob } from '../exports/jobs';
import type { Operator } from './session.server';
import { kickExportJobs } from './export-jobs';

/**
 * The answer to an export request. Up to {@link inlineExportRows} rows (5,000) the file is streamed
 * into the response as it is written; above it the export becomes a background job (export_jobs)
 * and the operator is sent to its page (/admin/exports/<id>: 「导出中…」, then the download link).
 */
export async function exportResponse<P>(op: Operator, def: ExportDefinition<P>, params: P): Promise<Response> {
  const limit = inlineExportRows();
  if ((await def.countUpTo(params, limit + 1)) > limit) {
    const job = await queueJob({ operatorId: op.id, permission: def.permission, kind: def.kind, params, fileName: def.fileName(params) });
    kickExportJobs();
    return new Response(null, { status: 303, headers: { location: `/admin/exports/${job.id}`, 'cache-control': 'no-store' } });
  }
  const format = def.format(params);
  const body = new PassThrough();
  // Written while the response is read; a failure half-way ends the download with an error rather than a truncated file that looks whole.
  writeSheet(def.spec, def.pages(params), format, body).catch((error: unknown) => {
    console.error(`[exports] ${def.kind} export failed:`, error);
    body.destroy(error as Error);
  });
  return new Response(Readable.toWeb(body) as ReadableStream, { headers: downloadHeaders(def.fileName(params), format) });
}

export function downloadHeaders(fileName: string, format: 'xlsx' | 'csv', size?: number): Record<string, string> {
  return {
    'content-type': CONTENT_TYPE[format],
    'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'cache-control': 'no-store',
    ...(size === undefined ? {} : { 'content-length': String(size) }),
  };
}
