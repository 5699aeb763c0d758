import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { requireLogin } from '../../../server/auth/session.server';
import { topUpInput } from '../../../server/wallet/schemas';
import { startTopUp } from '../../../server/wallet/topup';
import { cashierUrl, gatewayEnabled } from '../../../server/payments/gateway';
import { BusinessError } from '../../../server/http/errors';
import { PAY_GATEWAY } from '../../../server/orders/errors';
import { fenToYuan } from '../../../lib/money';
import type { TopUpStarted } from '../../../wire/wallet';

/** POST /api/moneys/recharge {amount}: starts a top-up of my balance; `data.pay_url` is the gateway's cashier. */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const { amount } = await input(context, topUpInput);
  if (!gatewayEnabled()) throw new BusinessError(PAY_GATEWAY, '暂不支持在线充值');
  const row = await startTopUp(store.id, amount);
  return ok<TopUpStarted>({ trade_no: row.tradeNo, amount: fenToYuan(row.amount), bonus: fenToYuan(row.bonus), pay_url: cashierUrl(row.tradeNo, row.amount) }, '正在前往支付网关');
});
