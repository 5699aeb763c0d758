import { endpoint } from '../../../../server/http/endpoint';
import { idParam } from '../../../../server/http/request';
import { BusinessError, NotFoundError } from '../../../../server/http/errors';
import { viewerOf } from '../../../../server/auth/viewer-of.server';
import { priceNotice } from '../../../../server/auth/viewer';
import { readReport } from '../../../../server/batches/reports';
import { uploadedFileHeaders } from '../../../../server/http/uploaded-file';

/** GET /api/goods/batch-report/{batch id}: a batch's 药检报告, for approved members (like prices). */
export const GET = endpoint(async (context) => {
  const notice = priceNotice(await viewerOf(context));
  if (notice) throw new BusinessError(10001, `药检报告${notice}`, 401);
  const report = await readReport(idParam(context.params.id));
  if (!report) throw new NotFoundError('该批次没有药检报告');
  return new Response(new Uint8Array(report.data), { headers: { ...uploadedFileHeaders(report.type, report.name), 'cache-control': 'private, no-store' } });
});
