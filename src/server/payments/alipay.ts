/**
 * 支付宝 电脑网站支付 through the official SDK (`alipay-sdk`, major 4): the cashier URL is
 * `alipay.trade.page.pay` signed RSA2 by the SDK with the app's private key; the asynchronous
 * notification (form post) is verified by the SDK against the Alipay public key (RSA2 over the
 * sorted `k=v` pairs without `sign`/`sign_type`), then app id, trade status and amount are checked;
 * refunds are `alipay.trade.refund` with `out_request_no` = our refund number (a retry is the same refund).
 * Configuration: ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY (PKCS#8 or PKCS#1 PEM), ALIPAY_PUBLIC_KEY,
 * ALIPAY_NOTIFY_URL, ALIPAY_RETURN_URL, ALIPAY_GATEWAY (sandbox/production URL; default production).
 */
import { AlipaySdk } from 'alipay-sdk';
import { fenToYuan } from '../../lib/money';
import { parseYuanToFen } from '../../lib/money';
import type { ChannelNotice, PayChannel } from './channel-types';

export type AlipayConfig = { appId: string; privateKey: string; alipayPublicKey: string; notifyUrl: string; returnUrl: string; gateway?: string };

const pem = (v: string | undefined) => (v ?? '').replace(/\\n/g, '\n');

export function alipayConfig(env: NodeJS.ProcessEnv = process.env): AlipayConfig | null {
  if (!env.ALIPAY_APP_ID || !env.ALIPAY_PRIVATE_KEY || !env.ALIPAY_PUBLIC_KEY) return null;
  return {
    appId: env.ALIPAY_APP_ID,
    privateKey: pem(env.ALIPAY_PRIVATE_KEY),
    alipayPublicKey: pem(env.ALIPAY_PUBLIC_KEY),
    notifyUrl: env.ALIPAY_NOTIFY_URL ?? `${env.SITE_URL ?? ''}/api/pay/notify/alipay`,
    returnUrl: env.ALIPAY_RETURN_URL ?? `${env.SITE_URL ?? ''}/wdqb_yegl`,
    gateway: env.ALIPAY_GATEWAY,
  };
}

export function alipaySdk(c: AlipayConfig): AlipaySdk {
  return new AlipaySdk({
    appId: c.appId,
    privateKey: c.privateKey,
    alipayPublicKey: c.alipayPublicKey,
    keyType: c.privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
    signType: 'RSA2',
    ...(c.gateway ? { gateway: c.gateway } : {}),
  });
}

export function alipayChannel(c: AlipayConfig, sdk: AlipaySdk = alipaySdk(c)): PayChannel {
  return {
    id: 'alipay',
    label: '支付宝',
    async start(t) {
      const url = sdk.pageExecute('alipay.trade.page.pay', 'GET', {
        bizContent: { out_trade_no: t.tradeNo, product_code: 'FAST_INSTANT_TRADE_PAY', total_amount: fenToYuan(t.amount), subject: t.subject.slice(0, 256) },
        notifyUrl: c.notifyUrl,
        returnUrl: c.returnUrl,
      });
      return { pay_url: url };
    },
    async notice(_headers, body): Promise<ChannelNotice | null> {
      const params = Object.fromEntries(new URLSearchParams(body));
      let ok = false;
      try {
        ok = sdk.checkNotifySignV2(params);
      } catch {
        ok = false;
      }
      if (!ok || params.app_id !== c.appId || !params.out_trade_no) return null;
      const amount = parseYuanToFen(params.total_amount ?? '');
      if (amount === null) return null;
      return {
        tradeNo: params.out_trade_no,
        gatewayTradeNo: params.trade_no ?? '',
        amount,
        success: params.trade_status === 'TRADE_SUCCESS' || params.trade_status === 'TRADE_FINISHED',
      };
    },
    answer: (ok) => new Response(ok ? 'success' : 'fail', { status: 200, headers: { 'content-type': 'text/plain' } }),
    async refund(r) {
      const out = await sdk.exec('alipay.trade.refund', {
        bizContent: { out_trade_no: r.tradeNo, refund_amount: fenToYuan(r.amount), out_request_no: r.refundNo, refund_reason: r.reason.slice(0, 256) },
      });
      if (out.code !== '10000') throw new Error(`alipay refund ${r.refundNo}: ${String(out.code)} ${String(out.subMsg ?? out.msg ?? '')}`);
      return { ref: String(out.tradeNo ?? ''), status: String(out.fundChange ?? '') };
    },
  };
}
