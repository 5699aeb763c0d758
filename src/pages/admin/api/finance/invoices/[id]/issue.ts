import { ok } from '../../../../../../server/http/envelope';
import { idParam } from '../../../../../../server/http/request';
import { readMultipart } from '../../../../../../server/http/multipart';
import { ValidationError } from '../../../../../../server/http/errors';
import { consoleEndpoint } from '../../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../../server/console/action';
import { issueInvoice } from '../../../../../../server/invoices/invoices';
import { issueInput } from '../../../../../../server/invoices/issue-input';
import { parseInput } from '../../../../../../server/http/validate';
import { formFields } from '../../../../../../server/http/multipart';

export const permission = 'finance';
const MAX_PDF = 5 * 1024 * 1024;

/**
 * POST /admin/api/finance/invoices/{order id}/issue (multipart: `file` the PDF from the tax system, and
 * invoice_code, invoice_no, issue_date, amount, tax_amount as printed on it): marks the invoice 已开票;
 * the member downloads it from 电子发票. An amount other than the order's invoiceable amount is a 422.
 */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const form = await readMultipart(context.request, MAX_PDF, { field: 'file' });
  if (!form) throw new ValidationError({ file: ['PDF 不能超过 5 MB'] });
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw new ValidationError({ file: ['请选择开具的发票 PDF'] });
  const pdf = new Uint8Array(await file.arrayBuffer());
  if (Buffer.from(pdf.subarray(0, 5)).toString('latin1') !== '%PDF-') throw new ValidationError({ file: ['附件不是 PDF 文件'] });
  const numbers = parseInput(issueInput, formFields(form));
  const done = await operatorAction(op, { permission, action: 'invoice.issue', objectType: 'order', objectId: id }, async (tx) => {
    const r = await issueInvoice(String(id), { numbers, pdf, conn: tx });
    return { result: r, after: r };
  });
  return ok(done, `已开票：${done.invoice_no}`);
});
