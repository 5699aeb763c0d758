import { ok } from '../../../../../server/http/envelope';
import { idParam, input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { reasonInput } from '../../../../../server/console/orders';
import { rejectReturn } from '../../../../../server/orders/returns';

export const permission = 'returns';

/** POST /admin/api/returns/{id}/reject {reason}: rejects a request with a reason the member reads. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const { reason } = await input(context, reasonInput);
  const row = await operatorAction(op, { permission, action: 'return.reject', objectType: 'return', objectId: id }, async (tx) => {
    const r = await rejectReturn(id, reason, new Date(), tx);
    return { result: { id: r.id, status: r.status }, before: { status: 'pending' }, after: { status: r.status, reason } };
  });
  return ok(row, '已驳回');
});
