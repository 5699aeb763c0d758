import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/auth/request';
import { requireLogin } from '../../../server/auth/session';
import { orderIdInput } from '../../../server/orders/schemas';
import { creditSummary } from '../../../server/credit/service';
import { ownOrder } from '../../../server/payments/service';
import { fenToYuan, formatYuan } from '../../../lib/money';
import { STATUS_TEXT } from '../../../server/orders/state';

/**
 * POST /api/pay/user_credit_create {order_id}: prepares a credit-terms payment of my order — the
 * amount, the credit available and whether it can be used (`can_pay`, else `reason`).
 */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const { order_id } = await input(context, orderIdInput);
  const order = await ownOrder(store.id, order_id);
  const credit = await creditSummary(store.id);
  let reason = credit.blocked;
  if (!reason && order.status !== 'pending_payment') reason = `订单${STATUS_TEXT[order.status]}，无需支付`;
  if (!reason && credit.fen.available < order.payableAmount) reason = `账期可用额度不足：可用 ${formatYuan(credit.available)}，需支付 ${formatYuan(order.payableAmount)}`;
  const { fen: _fen, ...shown } = credit;
  return ok({ order_id: order.id, order_no: order.orderNo, amount: fenToYuan(order.payableAmount), credit: shown, can_pay: reason ? 0 : 1, reason });
});
