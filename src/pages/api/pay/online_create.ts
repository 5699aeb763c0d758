import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { requireLogin } from '../../../server/auth/session.server';
import { z } from 'zod';
import { orderIdInput } from '../../../server/orders/schemas';
import { CHANNEL_IDS } from '../../../server/payments/channel';
import { startOnline } from '../../../server/payments/gateway';
import { qrSvg } from '../../../server/images/qr';

const onlineInput = orderIdInput.extend({ channel: z.enum(CHANNEL_IDS, { error: '不支持该支付方式' }).optional() });

/**
 * POST /api/pay/online_create {order_id, channel?}: starts an online payment of my unpaid order through
 * an offered channel; `data.pay_url` is the channel's cashier, or with `qr` the 微信 Native `code_url`,
 * then also drawn as `data.qr_svg` for the buyer to scan.
 */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const { order_id, channel } = await input(context, onlineInput);
  const started = await startOnline(store.id, order_id, new Date(), channel);
  return ok(started.qr ? { ...started, qr_svg: await qrSvg(started.pay_url) } : started, '正在前往支付网关');
});
