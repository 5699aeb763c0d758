import { ok } from '../../../../../server/http/envelope';
import { readMultipart } from '../../../../../server/http/multipart';
import { ValidationError } from '../../../../../server/http/errors';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { importStatement } from '../../../../../server/payments/statement';

export const permission = 'finance';
const MAX_STATEMENT = 10 * 1024 * 1024;

/**
 * POST /admin/api/finance/transfers/statement (multipart `file`: the bank's CSV — UTF-8 or GBK — or
 * Excel statement): confirms every open transfer whose 附言 and amount match a credit line.
 */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const form = await readMultipart(context.request, MAX_STATEMENT, { field: 'file' });
  if (!form) throw new ValidationError({ file: ['流水文件不能超过 10 MB'] });
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw new ValidationError({ file: ['请选择银行流水文件（CSV 或 Excel）'] });
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Each matched line is confirmed in its own transaction; the import itself is audited with its result.
  const result = await importStatement(bytes, op.username);
  await operatorAction(op, { permission, action: 'transfer.statement', objectType: 'bank_statement', objectId: file.name.slice(0, 100) }, async () => ({
    result: null,
    after: { 流水行数: result.lines, 确认到账: result.confirmed.map((c) => c.transfer_no), 未匹配: result.unmatched.length },
  }));
  return ok(result, `导入 ${result.lines} 行，确认到账 ${result.confirmed.length} 笔`);
});
