import { ok } from '../../../../../server/http/envelope';
import { idParam } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { deliverInTx } from '../../../../../server/orders/fulfil';

export const permission = 'orders';

/** POST /admin/api/orders/{id}/deliver: the carrier delivered a shipped order; it completes. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const row = await operatorAction(op, { permission, action: 'order.deliver', objectType: 'order', objectId: id }, async (tx) => {
    const r = await deliverInTx(tx, id);
    return { result: { id: r.row.id, status: r.row.status }, before: { status: r.before.status }, after: { status: r.row.status } };
  });
  return ok(row, '已签收');
});
