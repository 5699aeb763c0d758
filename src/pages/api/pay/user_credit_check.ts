import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/auth/request';
import { requireLogin } from '../../../server/auth/session';
import { orderIdInput } from '../../../server/orders/schemas';
import { payState } from '../../../server/payments/service';

/** POST /api/pay/user_credit_check {order_id}: whether my order is paid (and how) — polled by the pay page. */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const { order_id } = await input(context, orderIdInput);
  return ok(await payState(store.id, order_id));
});
