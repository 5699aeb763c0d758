import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/auth/request';
import { requireLogin } from '../../../server/auth/session';
import { orderIdInput } from '../../../server/orders/schemas';
import { payByBalance } from '../../../server/payments/service';

/** POST /api/pay/balance {order_id}: pays my unpaid order from the balance (余额); twice → one payment. */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const { order_id } = await input(context, orderIdInput);
  return ok(await payByBalance(store.id, order_id), '支付成功');
});
