import { ok } from '../../../../../server/http/envelope';
import { readMultipart, formFiles } from '../../../../../server/http/multipart';
import { ValidationError } from '../../../../../server/http/errors';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { issueFromSheet } from '../../../../../server/invoices/bulk';

export const permission = 'finance';
const MAX_BYTES = 60 * 1024 * 1024;

/**
 * POST /admin/api/finance/invoices/bulk (multipart: `file` the sheet — 订单号, 发票代码, 发票号码, 开票日期,
 * 价税合计, 税额 — and `pdfs` the invoice PDFs): issues every row or none; bad rows listed in Chinese (422 on file).
 */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const form = await readMultipart(context.request, MAX_BYTES, { field: 'file' });
  if (!form) throw new ValidationError({ file: ['上传内容不能超过 60 MB，请分批上传'] });
  const sheet = form.get('file');
  if (!(sheet instanceof File) || sheet.size === 0) throw new ValidationError({ file: ['请选择开票明细表（Excel 或 CSV）'] });
  const pdfs = await Promise.all(formFiles(form, 'pdfs').map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })));
  const bytes = new Uint8Array(await sheet.arrayBuffer());
  const done = await operatorAction(op, { permission, action: 'invoice.bulk', objectType: 'order' }, async (tx) => {
    const r = await issueFromSheet(tx, bytes, pdfs);
    return { result: r, after: { issued: r.issued, invoice_nos: r.invoice_nos.join('、') } };
  });
  return ok(done, `已开票 ${done.issued} 张`);
});
