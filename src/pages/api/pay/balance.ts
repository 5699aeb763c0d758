import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { requireLogin } from '../../../server/auth/session.server';
import { payBalanceInput } from '../../../server/wallet/schemas';
import { payByBalance } from '../../../server/payments/service';

/**
 * POST /api/pay/balance {order_id, voucher_ids?}: pays my unpaid order from the chosen cash vouchers
 * first, the rest from the balance (余额); twice → one payment.
 */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const { order_id, voucher_ids } = await input(context, payBalanceInput);
  return ok(await payByBalance(store.id, order_id, new Date(), voucher_ids), '支付成功');
});
