import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readBody } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { requireLogin } from '../../../server/auth/session.server';
import { orderIdInput } from '../../../server/orders/schemas';
import { isRepayBody, repayNoInput } from '../../../server/credit/schemas';
import { repaymentState } from '../../../server/credit/repay';
import { payState } from '../../../server/payments/service';

/**
 * POST /api/pay/user_credit_check
 * - {repay_no}: whether my bill repayment has taken effect (polled after paying online);
 * - {order_id}: whether my order is paid (and how) — polled by the pay page.
 */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const body = await readBody(context.request);
  if (isRepayBody(body)) {
    const { repay_no } = parseInput(repayNoInput, body);
    return ok(await repaymentState(store.id, repay_no));
  }
  const { order_id } = parseInput(orderIdInput, body);
  return ok(await payState(store.id, order_id));
});
