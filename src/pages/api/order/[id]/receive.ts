import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { idParam } from '../../../../server/http/request';
import { requireLogin } from '../../../../server/auth/session.server';
import { confirmReceipt } from '../../../../server/orders/actions';

/** POST /api/order/{id}/receive: confirms receipt of my shipped order. */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  return ok(await confirmReceipt(store.id, idParam(context.params.id)), '已确认收货');
});
