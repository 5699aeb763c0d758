import { setSmsProvider, type SmsMessage, type SmsProvider } from '../../src/server/sms/provider';

/** Catches the messages the app sends, so tests can read codes. */
export class CapturedSms implements SmsProvider {
  readonly name = 'test';
  readonly sent: SmsMessage[] = [];
  async send(message: SmsMessage): Promise<void> {
    this.sent.push(message);
  }
  /** The latest code sent to `phone`. */
  codeFor(phone: string): string {
    const found = [...this.sent].reverse().find((m) => m.phone === phone && m.template === 'verify_code');
    if (!found) throw new Error(`no code was sent to ${phone}`);
    return found.params.code;
  }
  install(): this {
    setSmsProvider(this);
    return this;
  }
}
