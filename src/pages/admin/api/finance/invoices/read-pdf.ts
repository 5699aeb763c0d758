import { ok } from '../../../../../server/http/envelope';
import { readMultipart } from '../../../../../server/http/multipart';
import { ValidationError } from '../../../../../server/http/errors';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { readInvoicePdf } from '../../../../../server/invoices/pdf-text';

export const permission = 'finance';
const MAX_PDF = 5 * 1024 * 1024;

/**
 * POST /admin/api/finance/invoices/read-pdf (multipart `file`): the 发票号码, 发票代码, 开票日期, 价税合计 and
 * 税额 printed on an invoice PDF, for the issue form to fill in; nothing is stored, the operator checks and submits.
 */
export const POST = consoleEndpoint(permission, async (context) => {
  const form = await readMultipart(context.request, MAX_PDF, { field: 'file' });
  if (!form) throw new ValidationError({ file: ['PDF 不能超过 5 MB'] });
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw new ValidationError({ file: ['请选择发票 PDF'] });
  const pdf = new Uint8Array(await file.arrayBuffer());
  if (Buffer.from(pdf.subarray(0, 5)).toString('latin1') !== '%PDF-') throw new ValidationError({ file: ['附件不是 PDF 文件'] });
  const { found, ...numbers } = await readInvoicePdf(pdf);
  return ok(numbers, found ? '已读取发票号码，请核对' : '未在文件中找到发票号码，请手工填写');
});
