import { ok } from '../../../../../server/http/envelope';
import { idParam } from '../../../../../server/http/request';
import { NotFoundError, ValidationError } from '../../../../../server/http/errors';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { formFiles, readForm } from '../../../../../server/http/multipart';
import { uploadedFileHeaders } from '../../../../../server/http/uploaded-file';
import { batchGoods, prepareReport, readReport, saveReport, setReport } from '../../../../../server/batches/reports';
import { removeAttachment } from '../../../../../server/attachments/store';

export const permission = 'goods';

/** GET /admin/api/batches/{id}/report: the batch's 药检报告 for the operator (any status, unlike the shop's). */
export const GET = consoleEndpoint(permission, async (context) => {
  const report = await readReport(idParam(context.params.id));
  if (!report) throw new NotFoundError('该批次没有药检报告');
  return new Response(new Uint8Array(report.data), { headers: { ...uploadedFileHeaders(report.type, report.name), 'cache-control': 'private, no-store' } });
});

/** POST /admin/api/batches/{id}/report (multipart `file`: PDF/JPG/PNG, checked by content): uploads or replaces the report. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const goodsId = await batchGoods(id);
  if (goodsId === null) throw new NotFoundError('批次不存在');
  const form = await readForm(context.request, 10 * 1024 * 1024, '药检报告不能超过 10 MB', 'file');
  const [file] = formFiles(form, 'file').filter((f) => f.size > 0);
  if (!file) throw new ValidationError({ file: ['请选择药检报告文件（PDF、JPG 或 PNG）'] });
  const key = await saveReport(goodsId, await prepareReport(file));
  try {
    const r = await operatorAction(op, { permission, action: 'goods.batch.report', objectType: 'goods_batch', objectId: id }, async (tx) => {
      const done = await setReport(tx, id, key);
      return { result: done, before: { report: done.oldKey }, after: { report: key } };
    });
    if (r.oldKey && r.oldKey.startsWith('batch-reports/')) await removeAttachment(r.oldKey);
    return ok({ batch_id: id }, `批号 ${r.batchNo} 的药检报告已上传`);
  } catch (error) {
    await removeAttachment(key);
    throw error;
  }
});
