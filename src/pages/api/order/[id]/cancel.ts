import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { idParam, input } from '../../../../server/http/request';
import { orderRow } from '../../../../server/orders/query';
import { requireLogin } from '../../../../server/auth/session.server';
import { cancelInput } from '../../../../server/orders/schemas';
import { cancelOrder } from '../../../../server/orders/actions';

/** POST /api/order/{id}/cancel {reason?}: cancels my unpaid order; its stock goes back. */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const id = idParam(context.params.id);
  await orderRow(store.id, id); // another store's order: 404 before the body is read
  const { reason } = await input(context, cancelInput);
  return ok(await cancelOrder(store.id, id, reason), '订单已取消');
});
