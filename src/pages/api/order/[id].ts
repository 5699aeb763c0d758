import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { idParam } from '../../../server/http/request';
import { requireLogin } from '../../../server/auth/session.server';
import { orderDetail } from '../../../server/orders/query';

/** GET /api/order/{id}: one of my orders (another store's → 404). */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  return ok(await orderDetail(store.id, idParam(context.params.id)));
});
