/**
 * A real channel's callback (`POST /api/pay/notify/{wechat|alipay}`): the channel verifies it
 * (signature; WeChat also decrypts), then it is applied like the sandbox's (./gateway.ts
 * `applyVerified`: the trade row locked, a repeated callback changes nothing, the amount must match,
 * the trade must have been started through this channel). A forged callback is refused before
 * anything is read from the database.
 */
import { applyVerified, type NotifyResult } from './gateway';
import { liveChannel, type ChannelId, type PayChannel } from './channel';

export async function handleChannelNotify(
  id: ChannelId,
  headers: Headers,
  body: string,
  now = new Date(),
  channel: PayChannel | null = liveChannel(id),
): Promise<{ result: NotifyResult; response: Response }> {
  if (!channel) return { result: { ok: false, outcome: 'rejected', reason: 'channel off' }, response: new Response('not found', { status: 404 }) };
  const n = await channel.notice(headers, body);
  if (!n) return { result: { ok: false, outcome: 'rejected', reason: 'bad signature' }, response: channel.answer(false) };
  const result = await applyVerified({ trade_no: n.tradeNo, gateway_trade_no: n.gatewayTradeNo, amount: String(n.amount), status: n.success ? 'SUCCESS' : 'NOT_PAID' }, now, id);
  return { result, response: channel.answer(result.ok) };
}
