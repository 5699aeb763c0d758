/**
 * 微信支付 API v3 and 支付宝 adapters against their published signing rules, with local keys and
 * no network: request signatures verify with the merchant's public key, callbacks verify only with the
 * platform / Alipay key, the GCM resource decrypts (and refuses tampering), the configuration picks
 * the channels and a live configuration never offers the sandbox.
 */
import { createVerify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authorization, decryptResource, verifyWechat, wechatChannel } from '../../src/server/payments/wechat-pay';
import { alipayChannel } from '../../src/server/payments/alipay';
import { offeredChannels } from '../../src/server/payments/channel';
import { startupProblem } from '../../src/server/environment/demo';
import { alipayConfig, alipayKeys, alipayPaidBody, alipaySign, app, merchant, stranger, wechatConfig, wechatHeaders, wechatPaidBody } from '../helpers/channel-keys';

describe('微信支付 API v3', () => {
  it('signs a request as METHOD\\nURL\\nTIMESTAMP\\nNONCE\\nBODY\\n with the merchant key', () => {
    const header = authorization(wechatConfig, 'POST', '/v3/pay/transactions/native', '{"a":1}', 1_700_000_000, 'NONCE1');
    const f = Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    expect(header.startsWith('WECHATPAY2-SHA256-RSA2048 ')).toBe(true);
    expect(f).toMatchObject({ mchid: wechatConfig.mchid, nonce_str: 'NONCE1', timestamp: '1700000000', serial_no: wechatConfig.serial });
    expect(createVerify('RSA-SHA256').update('POST\n/v3/pay/transactions/native\n1700000000\nNONCE1\n{"a":1}\n').verify(merchant.publicKey, f.signature!, 'base64')).toBe(true);
  });

  it('accepts a callback signed by the platform key and decrypts it; refuses forged, stale, other-serial or tampered ones', async () => {
    const ch = wechatChannel(wechatConfig);
    const body = wechatPaidBody('PAY1', 12_345);
    expect(await ch.notice(wechatHeaders(body), body)).toMatchObject({ tradeNo: 'PAY1', amount: 12_345, success: true });
    expect(await ch.notice(wechatHeaders(body, stranger.privateKey), body)).toBeNull();
    expect(await ch.notice(wechatHeaders(body, undefined, 'OTHER'), body)).toBeNull();
    expect(await ch.notice(wechatHeaders(body, undefined, undefined, Math.floor(Date.now() / 1000) - 600), body)).toBeNull();
    const h = wechatHeaders(body);
    expect(await ch.notice(h, body.replace('TRANSACTION', 'TRANSACTIOM'))).toBeNull();
    // Signed, but for another merchant: refused after decryption.
    const other = wechatPaidBody('PAY1', 12_345, '1900000999');
    expect(await ch.notice(wechatHeaders(other), other)).toBeNull();
    const r = JSON.parse(body).resource;
    const flipped = Buffer.from(r.ciphertext, 'base64');
    flipped[0]! ^= 1;
    expect(() => decryptResource(wechatConfig.apiV3Key, { ...r, ciphertext: flipped.toString('base64') })).toThrow();
  });

  it('starts a Native payment with a signed request and refuses an answer the platform did not sign', async () => {
    const seen: { url: string; auth: string; body: string }[] = [];
    const answer = JSON.stringify({ code_url: 'weixin://wxpay/bizpayurl?pr=abc' });
    const ch = wechatChannel(wechatConfig, async (url, init) => {
      seen.push({ url, auth: init.headers.authorization!, body: init.body ?? '' });
      return new Response(answer, { status: 200, headers: wechatHeaders(answer) });
    });
    expect(await ch.start({ tradeNo: 'PAY2', amount: 100, subject: '药采订单' })).toEqual({ pay_url: 'weixin://wxpay/bizpayurl?pr=abc', qr: true });
    expect(JSON.parse(seen[0]!.body)).toMatchObject({ out_trade_no: 'PAY2', mchid: wechatConfig.mchid, amount: { total: 100, currency: 'CNY' } });
    expect(verifyWechat(wechatConfig, wechatHeaders(answer), answer)).toBe(true);
    const unsigned = wechatChannel(wechatConfig, async () => new Response(answer, { status: 200 }));
    await expect(unsigned.start({ tradeNo: 'PAY3', amount: 100, subject: 'x' })).rejects.toThrow('platform signature');
  });
});

describe('支付宝 (alipay-sdk)', () => {
  it('verifies a notification signed by the Alipay key (RSA2, sorted k=v) and refuses one signed by any other key', async () => {
    const ch = alipayChannel(alipayConfig);
    expect(await ch.notice(new Headers(), alipayPaidBody('PAY4', '123.45'))).toMatchObject({ tradeNo: 'PAY4', amount: 12_345, success: true });
    expect(await ch.notice(new Headers(), alipayPaidBody('PAY4', '123.45', stranger.privateKey))).toBeNull();
    expect(await ch.notice(new Headers(), alipayPaidBody('PAY4', '123.45', undefined, '2021000000000999'))).toBeNull();
    expect(await ch.notice(new Headers(), alipayPaidBody('PAY4', '123.45').replace('total_amount=123.45', 'total_amount=1.00'))).toBeNull();
  });

  it('builds the page-pay URL signed with the app key by the published rule', async () => {
    const { pay_url } = await alipayChannel(alipayConfig).start({ tradeNo: 'PAY5', amount: 9_900, subject: '药采订单' });
    const params = Object.fromEntries(new URL(pay_url).searchParams);
    expect(params).toMatchObject({ app_id: alipayConfig.appId, method: 'alipay.trade.page.pay', sign_type: 'RSA2', notify_url: alipayConfig.notifyUrl });
    expect(JSON.parse(params.biz_content!)).toMatchObject({ out_trade_no: 'PAY5', total_amount: '99.00' });
    const base = Object.keys(params)
      .filter((k) => k !== 'sign')
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&');
    expect(createVerify('RSA-SHA256').update(base).verify(app.publicKey, params.sign!, 'base64')).toBe(true);
    expect(alipaySign({ a: '1' })).not.toBe(alipaySign({ a: '2' }));
    expect(alipayKeys.publicKey).toContain('PUBLIC KEY');
  });
});

describe('channel configuration', () => {
  const live = {
    PAY_GATEWAY: 'live',
    ALIPAY_APP_ID: alipayConfig.appId,
    ALIPAY_PRIVATE_KEY: app.privateKey.replace(/\n/g, '\\n'),
    ALIPAY_PUBLIC_KEY: alipayKeys.publicKey,
  };
  it('offers the sandbox by default, the configured real channels when live, nothing when off', () => {
    expect(offeredChannels({})).toEqual([{ id: 'sandbox', label: '在线支付（沙箱）' }]);
    expect(offeredChannels(live).map((c) => c.id)).toEqual(['alipay']);
    expect(offeredChannels({ ...live, PAY_CHANNELS: 'wechat' })).toEqual([]);
    expect(offeredChannels({ PAY_GATEWAY: 'off' })).toEqual([]);
  });
  it('the production guard refuses the sandbox and accepts a live gateway', () => {
    expect(startupProblem({ NODE_ENV: 'production', WECHAT_PROVIDER: 'open', SMS_PROVIDER: 'http' })).toContain('PAY_GATEWAY=sandbox');
    expect(startupProblem({ NODE_ENV: 'production', WECHAT_PROVIDER: 'open', SMS_PROVIDER: 'http', ...live })).toBeNull();
  });
});
