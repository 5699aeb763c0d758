import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { requireLogin } from '../../../server/auth/session.server';
import { orderIdInput } from '../../../server/orders/schemas';
import { startOnline } from '../../../server/payments/gateway';

/** POST /api/pay/online_create {order_id}: starts an online payment of my unpaid order; `data.pay_url` is the gateway's cashier. */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const { order_id } = await input(context, orderIdInput);
  return ok(await startOnline(store.id, order_id), '正在前往支付网关');
});
