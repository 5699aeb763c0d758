import { ok } from '../../../../../server/http/envelope';
import { idParam, input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { reasonInput } from '../../../../../server/console/orders';
import { cancelByOperator } from '../../../../../server/orders/fulfil';
import { fenToYuan } from '../../../../../lib/money';

export const permission = 'orders';

/** POST /admin/api/orders/{id}/cancel {reason}: cancels an unpaid or paid (unshipped) order; a paid one is refunded in full. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const { reason } = await input(context, reasonInput);
  const row = await operatorAction(op, { permission, action: 'order.cancel', objectType: 'order', objectId: id }, async (tx) => {
    const r = await cancelByOperator(tx, id, reason);
    return {
      result: { id: r.row.id, status: r.row.status, refunded: fenToYuan(r.refunded) },
      before: { status: r.before.status },
      after: { status: r.row.status, refunded: r.refunded, reason },
    };
  });
  return ok(row, '订单已取消');
});
