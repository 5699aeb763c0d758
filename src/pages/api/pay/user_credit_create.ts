import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readBody } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { requireLogin } from '../../../server/auth/session.server';
import { orderIdInput } from '../../../server/orders/schemas';
import { creditSummary } from '../../../server/credit/service';
import { isRepayBody, repayCreateInput } from '../../../server/credit/schemas';
import { createRepayment, repaymentView } from '../../../server/credit/repay';
import { cashierUrl, gatewayEnabled } from '../../../server/payments/gateway';
import { BusinessError } from '../../../server/http/errors';
import { PAY_GATEWAY } from '../../../server/orders/errors';
import { ownOrder } from '../../../server/payments/service';
import { fenToYuan, formatYuan } from '../../../lib/money';
import { STATUS_TEXT } from '../../../server/orders/state';

/**
 * POST /api/pay/user_credit_create
 * - {bill_id, amount?, pay_type: balance | online}: starts repaying my credit bill (in full when no
 *   amount); answers the repayment (`repay_no`) and, online, the gateway's `pay_url`.
 * - {order_id}: prepares a credit-terms payment of my order — the amount, the credit available and
 *   whether it can be used (`can_pay`, else `reason`, e.g. an overdue bill).
 */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const body = await readBody(context.request);
  if (isRepayBody(body)) {
    const q = parseInput(repayCreateInput, body);
    if (q.pay_type === 'online' && !gatewayEnabled()) throw new BusinessError(PAY_GATEWAY, '暂不支持在线还款');
    const r = await createRepayment(store.id, q.bill_id, q.amount, q.pay_type);
    return ok({ ...repaymentView(r), pay_url: r.method === 'online' ? cashierUrl(r.repayNo, r.amount) : null });
  }
  const { order_id } = parseInput(orderIdInput, body);
  const order = await ownOrder(store.id, order_id);
  const credit = await creditSummary(store.id);
  let reason = credit.blocked;
  if (!reason && order.status !== 'pending_payment') reason = `订单${STATUS_TEXT[order.status]}，无需支付`;
  if (!reason && credit.fen.available < order.payableAmount) reason = `账期可用额度不足：可用 ${formatYuan(credit.available)}，需支付 ${formatYuan(order.payableAmount)}`;
  const { fen: _fen, ...shown } = credit;
  return ok({ order_id: order.id, order_no: order.orderNo, amount: fenToYuan(order.payableAmount), credit: shown, can_pay: reason ? 0 : 1, reason });
});
