import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readBody } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { requireLogin } from '../../../server/auth/session.server';
import { orderIdInput } from '../../../server/orders/schemas';
import { isRepayBody, repayNoInput } from '../../../server/credit/schemas';
import { payRepayment } from '../../../server/credit/repay';
import { payByCredit } from '../../../server/payments/service';

/**
 * POST /api/pay/user_credit_pay
 * - {repay_no}: pays my bill repayment from the balance, once (a repeat answers the same result);
 *   the available credit is restored in the same transaction.
 * - {order_id}: pays my order on credit terms (limit, overdue bills checked) and opens its bill.
 */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const body = await readBody(context.request);
  if (isRepayBody(body)) {
    const { repay_no } = parseInput(repayNoInput, body);
    return ok(await payRepayment(store.id, repay_no), '还款成功');
  }
  const { order_id } = parseInput(orderIdInput, body);
  return ok(await payByCredit(store.id, order_id), '账期支付成功');
});
