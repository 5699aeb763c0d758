/**
 * Local keys and signed callbacks for the payment-channel tests (no network): a merchant and a
 * platform RSA key pair for 微信支付 API v3, an app and an "Alipay" key pair for 支付宝, each callback
 * built by the channel's published rule independently of the code under test.
 */
import { createCipheriv, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { platformKeyOf, type WechatConfig } from '../../src/server/payments/wechat-pay';
import type { AlipayConfig } from '../../src/server/payments/alipay';

const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

export const merchant = rsa();
export const platform = rsa();
export const stranger = rsa();
export const app = rsa();
export const alipayKeys = rsa();

export const wechatConfig: WechatConfig = {
  mchid: '1900000001',
  appid: 'wx0000000000000001',
  serial: 'MERCHANTSERIAL0001',
  privateKey: merchant.privateKey,
  apiV3Key: 'abcdefghijklmnopqrstuvwxyz012345',
  platformKey: platformKeyOf(platform.publicKey),
  platformSerial: 'PUB_KEY_ID_0001',
  notifyUrl: 'https://shop.example/api/pay/notify/wechat',
  base: 'https://api.mch.weixin.qq.com',
};

export const alipayConfig: AlipayConfig = {
  appId: '2021000000000001',
  privateKey: app.privateKey,
  alipayPublicKey: alipayKeys.publicKey,
  notifyUrl: 'https://shop.example/api/pay/notify/alipay',
  returnUrl: 'https://shop.example/wdqb_yegl',
};

/** WeChat's signature headers over `timestamp\nnonce\nbody\n` (platform key unless another is given). */
export function wechatHeaders(body: string, key = platform.privateKey, serial = wechatConfig.platformSerial, ts = Math.floor(Date.now() / 1000)): Headers {
  const nonce = randomBytes(16).toString('hex');
  const signature = createSign('RSA-SHA256').update(`${ts}\n${nonce}\n${body}\n`).sign(key, 'base64');
  return new Headers({
    'wechatpay-timestamp': String(ts),
    'wechatpay-nonce': nonce,
    'wechatpay-signature': signature,
    'wechatpay-serial': serial,
    'content-type': 'application/json',
  });
}

/** A TRANSACTION.SUCCESS callback body: the transaction encrypted AEAD_AES_256_GCM with the APIv3 key. */
export function wechatPaidBody(tradeNo: string, total: number, mchid = wechatConfig.mchid): string {
  const nonce = randomBytes(6).toString('hex');
  const associated = 'transaction';
  const plain = JSON.stringify({
    mchid,
    appid: wechatConfig.appid,
    out_trade_no: tradeNo,
    transaction_id: `42000${randomBytes(8).toString('hex')}`,
    trade_state: 'SUCCESS',
    amount: { total, payer_total: total, currency: 'CNY' },
  });
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(wechatConfig.apiV3Key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(associated));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  return JSON.stringify({
    id: randomBytes(8).toString('hex'),
    create_time: new Date().toISOString(),
    event_type: 'TRANSACTION.SUCCESS',
    resource_type: 'encrypt-resource',
    resource: { algorithm: 'AEAD_AES_256_GCM', ciphertext, nonce, associated_data: associated, original_type: 'transaction' },
  });
}

/** Alipay's rule: every parameter but sign/sign_type, sorted, `k=v` joined by &, RSA-SHA256, base64. */
export function alipaySign(params: Record<string, string>, key = alipayKeys.privateKey): string {
  const base = Object.keys(params)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createSign('RSA-SHA256').update(base, 'utf8').sign(key, 'base64');
}

/** An Alipay asynchronous notification (form body) of a paid trade. */
export function alipayPaidBody(tradeNo: string, yuan: string, key = alipayKeys.privateKey, appId = alipayConfig.appId): string {
  const params: Record<string, string> = {
    notify_time: '2026-11-27 10:00:00',
    notify_type: 'trade_status_sync',
    notify_id: randomBytes(8).toString('hex'),
    app_id: appId,
    charset: 'utf-8',
    version: '1.0',
    trade_no: `2026112722001${randomBytes(6).toString('hex')}`,
    out_trade_no: tradeNo,
    trade_status: 'TRADE_SUCCESS',
    total_amount: yuan,
    subject: '药采订单',
  };
  return new URLSearchParams({ ...params, sign_type: 'RSA2', sign: alipaySign(params, key) }).toString();
}
