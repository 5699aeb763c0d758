import fs from 'node:fs/promises';
import path from 'node:path';
import { db } from '../db/client';
import { smsOutbox } from '../db/schema';

/** A text message to one phone: a template id and its parameters (as SMS gateways take them). */
export type SmsMessage = { phone: string; template: SmsTemplate; params: Record<string, string> };
export type SmsTemplate = 'verify_code' | 'already_registered' | 'arrival_notice' | 'price_drop';

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** The Chinese text of each template (what a gateway with registered templates would render). */
export function renderSms(message: SmsMessage, sign = '药采'): string {
  const p = message.params;
  switch (message.template) {
    case 'verify_code':
      return `【${sign}】您的验证码为 ${p.code}，${p.minutes} 分钟内有效，用于${p.action}。请勿泄露给他人。`;
    case 'already_registered':
      return `【${sign}】该手机号已注册${sign}账号，可直接登录或通过“忘记密码”找回。如非本人操作，请忽略本短信。`;
    case 'arrival_notice':
      return `【${sign}】您登记到货通知的「${p.goods}」已到货，现可购 ${p.stock}，请尽快下单。退订请在会员中心关闭短信通知。`;
    case 'price_drop':
      return `【${sign}】您关注的「${p.goods}」现价 ${p.price}，已到您的期望价 ${p.expected}，请尽快下单。退订请在会员中心关闭短信通知。`;
  }
}

/**
 * Development provider: nothing is delivered. The message is recorded in the `sms_outbox` table,
 * printed to the server log and appended to DATA_DIR/sms-outbox.jsonl, so a developer or an
 * end-to-end test can read the code. Its log line says plainly that nothing was sent.
 */
export class DevSmsProvider implements SmsProvider {
  readonly name = 'dev';
  constructor(private readonly outboxFile: string | null = path.resolve(process.env.DATA_DIR || './data', 'sms-outbox.jsonl')) {}

  async send(message: SmsMessage): Promise<void> {
    const body = renderSms(message);
    await (await db()).insert(smsOutbox).values({ phone: message.phone, template: message.template, body, provider: this.name });
    console.log(`[sms:dev] 未真实发送（开发环境）→ ${message.phone}：${body}`);
    if (this.outboxFile) {
      await fs.mkdir(path.dirname(this.outboxFile), { recursive: true });
      await fs.appendFile(this.outboxFile, JSON.stringify({ at: new Date().toISOString(), phone: message.phone, template: message.template, params: message.params, body }) + '\n');
    }
  }
}

/**
 * Real delivery through an SMS gateway over HTTP (the company's own gateway, or a vendor bridge):
 * POST SMS_HTTP_URL with JSON `{ phone, template, params, sign }` and `Authorization: Bearer
 * SMS_HTTP_TOKEN`; any non-2xx answer is a failure the caller reports as "发送失败".
 */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http';
  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly sign = '药采',
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const response = await this.fetchImpl(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: JSON.stringify({ phone: message.phone, template: message.template, params: message.params, sign: this.sign }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}

let override: SmsProvider | null = null;

/** Tests may swap the provider. */
export function setSmsProvider(provider: SmsProvider | null): void {
  override = provider;
}

/**
 * The configured provider: SMS_PROVIDER=http (with SMS_HTTP_URL and SMS_HTTP_TOKEN) delivers for
 * real; anything else, including unset, is the development outbox.
 */
export function smsProvider(env: NodeJS.ProcessEnv = process.env): SmsProvider {
  if (override) return override;
  if (env.SMS_PROVIDER === 'http') {
    if (!env.SMS_HTTP_URL || !env.SMS_HTTP_TOKEN) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL and SMS_HTTP_TOKEN');
    return new HttpSmsProvider(env.SMS_HTTP_URL, env.SMS_HTTP_TOKEN, env.SMS_SIGN || '药采');
  }
  return new DevSmsProvider();
}
