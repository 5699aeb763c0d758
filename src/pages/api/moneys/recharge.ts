import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { requireLogin } from '../../../server/auth/session.server';
import { topUpInput } from '../../../server/wallet/schemas';
import { startTopUp } from '../../../server/wallet/topup';
import { gatewayEnabled, payUrl, pickChannel } from '../../../server/payments/gateway';
import { BusinessError } from '../../../server/http/errors';
import { PAY_GATEWAY } from '../../../server/orders/errors';
import { fenToYuan } from '../../../lib/money';
import { qrSvg } from '../../../server/images/qr';
import type { TopUpStarted } from '../../../wire/wallet';

/**
 * POST /api/moneys/recharge {amount, channel?}: starts a top-up of my balance through one of the
 * configured channels (the sandbox, or 微信支付 / 支付宝); `data.pay_url` is the channel's cashier,
 * and `data.qr_svg` the 微信 Native code to scan when the channel answers a code.
 */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const { amount, channel: asked } = await input(context, topUpInput);
  if (!gatewayEnabled()) throw new BusinessError(PAY_GATEWAY, '暂不支持在线充值');
  const channel = pickChannel(asked);
  const row = await startTopUp(store.id, amount, new Date(), channel);
  const started = await payUrl(channel, row.tradeNo, row.amount, '余额充值');
  return ok<TopUpStarted>(
    {
      trade_no: row.tradeNo,
      amount: fenToYuan(row.amount),
      bonus: fenToYuan(row.bonus),
      pay_url: started.pay_url,
      ...(started.qr ? { qr_svg: await qrSvg(started.pay_url) } : {}),
    },
    '正在前往支付网关',
  );
});
