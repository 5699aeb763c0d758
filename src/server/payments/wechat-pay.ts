/**
 * 微信支付 API v3 (Native 扫码支付), with node:crypto only, by WeChat Pay's published rules:
 * - requests are signed RSA-SHA256 (merchant private key) over `METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n`,
 *   sent as `Authorization: WECHATPAY2-SHA256-RSA2048 mchid=…,nonce_str=…,signature=…,timestamp=…,serial_no=…`;
 * - answers and callbacks are verified with the platform public key (or platform certificate) over
 *   `TIMESTAMP\nNONCE\nBODY\n` (headers Wechatpay-Timestamp/-Nonce/-Signature/-Serial), the serial
 *   must be the configured one and the time within 5 minutes;
 * - the callback's `resource` is AEAD_AES_256_GCM with the APIv3 key (ciphertext = data ‖ 16-byte tag).
 * Configuration: WECHATPAY_MCHID, WECHATPAY_APPID, WECHATPAY_SERIAL, WECHATPAY_PRIVATE_KEY,
 * WECHATPAY_APIV3_KEY, WECHATPAY_PLATFORM_KEY (PEM public key or certificate), WECHATPAY_PLATFORM_SERIAL,
 * WECHATPAY_NOTIFY_URL (PEM values may be given with `\n` escapes).
 */
import { createDecipheriv, createPublicKey, createSign, createVerify, randomBytes, X509Certificate, type KeyObject } from 'node:crypto';
import type { ChannelNotice, PayChannel, Fetch } from './channel-types';

export type WechatConfig = {
  mchid: string;
  appid: string;
  serial: string;
  privateKey: string;
  apiV3Key: string;
  platformKey: KeyObject;
  platformSerial: string;
  notifyUrl: string;
  base: string;
};

const pem = (v: string | undefined) => (v ?? '').replace(/\\n/g, '\n');

/** The platform key from a PEM public key or an X.509 platform certificate. */
export function platformKeyOf(text: string): KeyObject {
  return text.includes('BEGIN CERTIFICATE') ? new X509Certificate(text).publicKey : createPublicKey(text);
}

export function wechatConfig(env: NodeJS.ProcessEnv = process.env): WechatConfig | null {
  const need = ['WECHATPAY_MCHID', 'WECHATPAY_APPID', 'WECHATPAY_SERIAL', 'WECHATPAY_PRIVATE_KEY', 'WECHATPAY_APIV3_KEY', 'WECHATPAY_PLATFORM_KEY', 'WECHATPAY_PLATFORM_SERIAL'];
  if (need.some((k) => !env[k])) return null;
  if (Buffer.byteLength(env.WECHATPAY_APIV3_KEY!, 'utf8') !== 32) throw new Error('WECHATPAY_APIV3_KEY must be 32 bytes');
  return {
    mchid: env.WECHATPAY_MCHID!,
    appid: env.WECHATPAY_APPID!,
    serial: env.WECHATPAY_SERIAL!,
    privateKey: pem(env.WECHATPAY_PRIVATE_KEY),
    apiV3Key: env.WECHATPAY_APIV3_KEY!,
    platformKey: platformKeyOf(pem(env.WECHATPAY_PLATFORM_KEY)),
    platformSerial: env.WECHATPAY_PLATFORM_SERIAL!,
    notifyUrl: env.WECHATPAY_NOTIFY_URL ?? `${env.SITE_URL ?? ''}/api/pay/notify/wechat`,
    base: 'https://api.mch.weixin.qq.com',
  };
}

/** The `Authorization` header of a request (URL = path with query, as sent). */
export function authorization(
  c: Pick<WechatConfig, 'mchid' | 'serial' | 'privateKey'>,
  method: string,
  url: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
  nonce = randomBytes(16).toString('hex'),
): string {
  const signature = createSign('RSA-SHA256').update(`${method}\n${url}\n${timestamp}\n${nonce}\n${body}\n`).sign(c.privateKey, 'base64');
  return `WECHATPAY2-SHA256-RSA2048 mchid="${c.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${c.serial}"`;
}

/** Whether an answer or callback carries the platform's signature (right serial, fresh time). */
export function verifyWechat(c: Pick<WechatConfig, 'platformKey' | 'platformSerial'>, headers: Headers, body: string, now = Date.now()): boolean {
  const ts = headers.get('wechatpay-timestamp') ?? '';
  const nonce = headers.get('wechatpay-nonce') ?? '';
  const signature = headers.get('wechatpay-signature') ?? '';
  if (headers.get('wechatpay-serial') !== c.platformSerial || !/^\d{1,12}$/.test(ts) || !nonce || !signature) return false;
  if (Math.abs(now / 1000 - Number(ts)) > 300) return false;
  try {
    return createVerify('RSA-SHA256').update(`${ts}\n${nonce}\n${body}\n`).verify(c.platformKey, signature, 'base64');
  } catch {
    return false;
  }
}

export type WechatResource = { algorithm: string; ciphertext: string; nonce: string; associated_data?: string };

/** Decrypts a callback resource (AEAD_AES_256_GCM); throws when it was tampered with. */
export function decryptResource(apiV3Key: string, r: WechatResource): unknown {
  if (r.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unsupported algorithm ${r.algorithm}`);
  const data = Buffer.from(r.ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(r.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(r.associated_data ?? '', 'utf8'));
  return JSON.parse(Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8'));
}

type Transaction = { mchid?: string; appid?: string; out_trade_no?: string; transaction_id?: string; trade_state?: string; amount?: { total?: number } };

export function wechatChannel(c: WechatConfig, fetcher: Fetch = fetch): PayChannel {
  async function call(method: 'POST' | 'GET', path: string, payload?: object): Promise<Record<string, unknown>> {
    const body = payload ? JSON.stringify(payload) : '';
    const res = await fetcher(`${c.base}${path}`, {
      method,
      headers: { authorization: authorization(c, method, path, body), accept: 'application/json', 'content-type': 'application/json', 'user-agent': 'yaocai' },
      body: payload ? body : undefined,
    });
    const text = await res.text();
    if (!verifyWechat(c, res.headers, text)) throw new Error(`wechat pay ${path}: answer without a valid platform signature (HTTP ${res.status})`);
    const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (!res.ok) throw new Error(`wechat pay ${path}: ${String(json.code ?? res.status)} ${String(json.message ?? '')}`);
    return json;
  }
  return {
    id: 'wechat',
    label: '微信支付',
    async start(t) {
      const r = await call('POST', '/v3/pay/transactions/native', {
        appid: c.appid,
        mchid: c.mchid,
        description: t.subject.slice(0, 127),
        out_trade_no: t.tradeNo,
        notify_url: c.notifyUrl,
        amount: { total: t.amount, currency: 'CNY' },
      });
      return { pay_url: String(r.code_url ?? ''), qr: true };
    },
    async notice(headers, body): Promise<ChannelNotice | null> {
      if (!verifyWechat(c, headers, body)) return null;
      try {
        const event = JSON.parse(body) as { event_type?: string; resource?: WechatResource };
        if (!event.resource) return null;
        const tx = decryptResource(c.apiV3Key, event.resource) as Transaction;
        if (tx.mchid !== c.mchid || !tx.out_trade_no || !Number.isSafeInteger(tx.amount?.total)) return null;
        return { tradeNo: tx.out_trade_no, gatewayTradeNo: tx.transaction_id ?? '', amount: tx.amount!.total!, success: tx.trade_state === 'SUCCESS' };
      } catch {
        return null;
      }
    },
    answer: (ok) =>
      new Response(ok ? null : JSON.stringify({ code: 'FAIL', message: '失败' }), { status: ok ? 204 : 400, headers: ok ? {} : { 'content-type': 'application/json' } }),
    async refund(r) {
      const out = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: r.tradeNo,
        out_refund_no: r.refundNo,
        reason: r.reason.slice(0, 80),
        amount: { refund: r.amount, total: r.total, currency: 'CNY' },
      });
      return { ref: String(out.refund_id ?? ''), status: String(out.status ?? '') };
    },
  };
}
