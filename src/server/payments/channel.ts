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

export const CHANNEL_IDS = ['sandbox', 'wechat', 'alipay'] as const;
export type ChannelId = (typeof CHANNEL_IDS)[number];
export const CHANNEL_TEXT: Record<ChannelId, string> = { sandbox: '在线支付（沙箱）', wechat: '微信支付', alipay: '支付宝' };

export type Fetch = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<Response>;

/** What a verified callback says: our trade number, the channel's, the amount in fen and whether it succeeded. */
export type ChannelNotice = { tradeNo: string; gatewayTradeNo: string; amount: number; success: boolean };

export type PayChannel = {
  id: ChannelId;
  label: string;
  /** Where the buyer pays: a cashier URL, or a code to show as a QR code (`qr`). */
  start(t: { tradeNo: string; amount: number; subject: string }): Promise<{ pay_url: string; qr?: boolean }>;
  /** The callback verified (signature, and decryption where the channel encrypts), or null when forged or unreadable. */
  notice(headers: Headers, body: string): Promise<ChannelNotice | null>;
  /** The answer the channel expects, so it stops (taken) or retries (not taken). */
  answer(ok: boolean): Response;
  /** Refunds (part of) a payment back through the channel; `refundNo` makes a retry the same refund. */
  refund(r: { tradeNo: string; refundNo: string; amount: number; total: number; reason: string }): Promise<{ ref: string; status: string }>;
};

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
