/** The payment channel interface and its ids (./channel.ts picks the configured ones). */
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
