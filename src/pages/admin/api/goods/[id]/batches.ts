import { ok } from '../../../../../server/http/envelope';
import { idParam } from '../../../../../server/http/request';
import { parseInput } from '../../../../../server/http/validate';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { formFields, formFiles, readForm } from '../../../../../server/http/multipart';
import { receiveBatch, receiveInput } from '../../../../../server/batches/receive';
import { prepareReport, saveReport } from '../../../../../server/batches/reports';
import { removeAttachment } from '../../../../../server/attachments/store';

export const permission = 'goods';

/**
 * POST /admin/api/goods/{id}/batches (multipart: batch_no, production_date, expiry_date, number, optional `file`
 * = 药检报告 PDF/JPG/PNG checked by content): a stock-in (入库) of one batch. The form is checked whole
 * before the report is written; a refused stock-in removes it again.
 */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const form = await readForm(context.request, 10 * 1024 * 1024, '药检报告不能超过 10 MB', 'file');
  const v = parseInput(receiveInput, formFields(form));
  const [file] = formFiles(form, 'file').filter((f) => f.size > 0);
  const prepared = file ? await prepareReport(file) : null;
  const reportKey = prepared ? await saveReport(id, prepared) : '';
  try {
    const r = await operatorAction(op, { permission, action: 'goods.batch.receive', objectType: 'goods', objectId: id }, async (tx) => {
      const done = await receiveBatch(tx, {
        goodsId: id,
        batchNo: v.batch_no,
        productionDate: v.production_date,
        expiryDate: v.expiry_date,
        number: v.number,
        reportKey,
        operatorId: op.id,
      });
      return { result: done, after: { batch_no: v.batch_no, number: v.number, stock: done.goodsStock } };
    });
    return ok(r, `已入库：批号 ${v.batch_no} ${v.number} 件，可售库存 ${r.goodsStock}`);
  } catch (error) {
    if (reportKey) await removeAttachment(reportKey);
    throw error;
  }
});
