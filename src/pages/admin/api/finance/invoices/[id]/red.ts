import { z } from 'zod';
import { ok } from '../../../../../../server/http/envelope';
import { idParam, input } from '../../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../../server/console/action';
import { redInvoice } from '../../../../../../server/invoices/invoices';

export const permission = 'finance';
const redInput = z.object({ reason: z.string({ error: '请填写红冲原因' }).trim().min(2, '请填写红冲原因').max(200, '原因最多 200 字') });

/** POST /admin/api/finance/invoices/{order id}/red {reason}: 红冲 an issued invoice (once). */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const { reason } = await input(context, redInput);
  const done = await operatorAction(op, { permission, action: 'invoice.red', objectType: 'order', objectId: id }, async (tx) => {
    const r = await redInvoice(String(id), reason, new Date(), tx);
    return { result: r, after: { ...r, reason } };
  });
  return ok(done, `已红冲：${done.invoice_no}`);
});
