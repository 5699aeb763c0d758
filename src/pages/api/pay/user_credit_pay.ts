import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/auth/request';
import { requireLogin } from '../../../server/auth/session';
import { orderIdInput } from '../../../server/orders/schemas';
import { payByCredit } from '../../../server/payments/service';

/** POST /api/pay/user_credit_pay {order_id}: pays my order on credit terms (limit, overdue bills checked) and opens its bill. */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const { order_id } = await input(context, orderIdInput);
  return ok(await payByCredit(store.id, order_id), '账期支付成功');
});
