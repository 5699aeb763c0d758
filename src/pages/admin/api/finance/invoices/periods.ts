import { ok } from '../../../../../server/http/envelope';
import { input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { periodsInput, saveInvoicePeriods } from '../../../../../server/invoices/periods';

export const permission = 'finance';

/** POST /admin/api/finance/invoices/periods {request_days, flag_days}: the 补开发票 period and the overdue flag, audited. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const v = await input(context, periodsInput);
  const done = await operatorAction(op, { permission, action: 'invoice.periods', objectType: 'setting', objectId: 'invoice_periods' }, async (tx) => {
    const { before, after } = await saveInvoicePeriods(tx, v);
    return { result: after, before, after };
  });
  return ok(done, `已保存：完成后 ${done.requestDays} 天内可补开发票，等待超过 ${done.flagDays} 天提醒`);
});
