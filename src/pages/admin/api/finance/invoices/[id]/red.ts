import { z } from 'zod';
import { ok } from '../../../../../../server/http/envelope';
import { idParam, input } from '../../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../../server/console/action';
import { redInvoice } from '../../../../../../server/invoices/invoices';

export const permission = 'finance';
const redInput = z.object({
  reason: z.string({ error: '请填写红冲原因' }).trim().min(2, '请填写红冲原因').max(200, '原因最多 200 字'),
  red_invoice_no: z
    .string()
    .trim()
    .regex(/^(\d{8}|\d{20})?$/, '红字发票号码应为 20 位或 8 位数字')
    .optional()
    .default(''),
});

/** POST /admin/api/finance/invoices/{order id}/red {reason, red_invoice_no?}: 红冲 an issued invoice (once); the buyer sees the 红字 record. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const { reason, red_invoice_no } = await input(context, redInput);
  const done = await operatorAction(op, { permission, action: 'invoice.red', objectType: 'order', objectId: id }, async (tx) => {
    const r = await redInvoice(String(id), reason, new Date(), tx, red_invoice_no);
    return { result: r, after: { ...r, reason } };
  });
  return ok(done, `已红冲：${done.invoice_no}`);
});
