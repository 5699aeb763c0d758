/**
 * The payment channel interface (issue 30): the sandbox (./gateway.ts) and the real adapters for
 * 微信支付 (./wechat-pay.ts) and 支付宝 (./alipay.ts). Which ones the cashier offers is configuration:
 * PAY_GATEWAY=sandbox (default) offers the sandbox only; PAY_GATEWAY=live offers PAY_CHANNELS
 * (default `wechat,alipay`), each only when its keys are configured; PAY_GATEWAY=off offers none.
 * The production guard (../environment/demo.ts) refuses PAY_GATEWAY=sandbox as before, and a live
 * configuration never offers the sandbox.
 */
import { alipayChannel, alipayConfig } from './alipay';
import { wechatChannel, wechatConfig } from './wechat-pay';

export { CHANNEL_IDS, CHANNEL_TEXT, type ChannelId, type ChannelNotice, type Fetch, type PayChannel } from './channel-types';
import { CHANNEL_TEXT, type ChannelId, type PayChannel } from './channel-types';

export function gatewayMode(env: NodeJS.ProcessEnv = process.env): 'sandbox' | 'live' | 'off' {
  const v = env.PAY_GATEWAY ?? 'sandbox';
  return v === 'live' || v === 'off' ? v : 'sandbox';
}

/** The real channels that are configured (PAY_GATEWAY=live). */
export function liveChannel(id: ChannelId, env: NodeJS.ProcessEnv = process.env): PayChannel | null {
  if (gatewayMode(env) !== 'live') return null;
  const wanted = (env.PAY_CHANNELS ?? 'wechat,alipay').split(',').map((s) => s.trim());
  if (!wanted.includes(id)) return null;
  if (id === 'wechat') {
    const c = wechatConfig(env);
    return c ? wechatChannel(c) : null;
  }
  if (id === 'alipay') {
    const c = alipayConfig(env);
    return c ? alipayChannel(c) : null;
  }
  return null;
}

/** The channels the cashier offers, in order. */
export function offeredChannels(env: NodeJS.ProcessEnv = process.env): { id: ChannelId; label: string }[] {
  const mode = gatewayMode(env);
  if (mode === 'off') return [];
  if (mode === 'sandbox') return [{ id: 'sandbox', label: CHANNEL_TEXT.sandbox }];
  return (['wechat', 'alipay'] as const).filter((id) => liveChannel(id, env)).map((id) => ({ id, label: CHANNEL_TEXT[id] }));
}
