import { ok } from '../../../../../../server/http/envelope';
import { idParam, input } from '../../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../../server/console/action';
import { rejectTransfer, view } from '../../../../../../server/payments/transfers';
import { rejectInput } from '../../../../../../server/payments/transfer-schemas';

export const permission = 'finance';

/** POST /admin/api/finance/transfers/{id}/reject {reason}: the money did not arrive as declared; the buyer sees the reason. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const { reason } = await input(context, rejectInput);
  const t = await operatorAction(op, { permission, action: 'transfer.reject', objectType: 'bank_transfer', objectId: id }, async (tx) => {
    const row = await rejectTransfer(id, reason, op.username, new Date(), tx);
    return { result: row, after: { 转账单号: row.transferNo, 驳回原因: reason } };
  });
  return ok(await view(t), '已驳回');
});
