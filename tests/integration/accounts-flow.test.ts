import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { TestBrowser } from '../helpers/accounts-browser';
import { CapturedSms } from '../helpers/accounts-sms';
import { COMPANY, PASSWORD, registerPharmacy } from '../helpers/accounts-fixtures';
import { POST as createCode } from '../../src/pages/api/user/create_code';
import { POST as register } from '../../src/pages/api/user/register';
import { POST as registerCompany } from '../../src/pages/api/user/register/company';
import { GET as base } from '../../src/pages/api/user/base';
import { POST as login } from '../../src/pages/api/user/login';
import { DELETE as logout } from '../../src/pages/api/user/logout';
import { GET as phoneCheck } from '../../src/pages/api/user/phone/[value]';
import { POST as forget } from '../../src/pages/api/user/forget';
import { POST as resetPassword } from '../../src/pages/api/user/resetPassword';
import { GET as wechatStart } from '../../src/pages/api/user/wechat/start';
import { POST as wechatAuthorize } from '../../src/pages/api/user/wechat/authorize';
import { GET as wechatCallback } from '../../src/pages/api/user/wechat/callback';
import { DevSmsProvider, setSmsProvider } from '../../src/server/sms/provider';
import { verifyToken } from '../../src/server/auth/tokens';
import { members, smsOutbox, stores } from '../../src/server/db/schema';

let t: TestDb;
const sms = new CapturedSms();
beforeAll(async () => {
  t = await createTestDb({ goodsCount: 100 });
  sms.install();
});
afterAll(async () => {
  setSmsProvider(null);
  await t?.teardown();
});

/** Runs the simulated WeChat consent round trip for a browser; returns the callback's redirect. */
async function wechatRoundTrip(b: TestBrowser, intent: 'login' | 'bind', wechatId: string): Promise<string> {
  const start = await b.call(wechatStart, `/api/user/wechat/start?intent=${intent}`);
  const authorize = new URL(start.headers.get('location')!, b.origin);
  const form = new FormData();
  form.set('state', authorize.searchParams.get('state')!);
  form.set('redirect_uri', authorize.searchParams.get('redirect_uri')!);
  form.set('wechat_id', wechatId);
  form.set('nickname', '测试采购员');
  form.set('decision', 'allow');
  const consent = await b.call(wechatAuthorize, '/api/user/wechat/authorize', { body: form });
  const callback = consent.headers.get('location')!;
  const done = await b.call(wechatCallback, callback);
  return done.headers.get('location')!;
}

describe(`registration, login, password reset on ${process.env.TEST_DB}`, () => {
  it('registers a pharmacy (phone → company), sees the member state, logs out and in with password', async () => {
    const phone = '13712345678';
    const b = await registerPharmacy(sms, phone, '10.2.0.1');
    const me = await b.call(base, '/api/user/base');
    expect(me.body.data).toMatchObject({ is_login: 1, username: phone, phone: '137****5678', company: COMPANY.company, is_passed: 0, message_count: 1 });
    expect(me.body.data.admin).toMatchObject({ is_default: 0 }); // a dedicated manager was assigned
    expect(verifyToken('chat', me.body.data.token)).toMatchObject({ u: phone });
    expect(me.body.data.token).not.toContain(b.sessionId);
    expect((await b.call(logout, '/api/user/logout', { method: 'DELETE' })).body.code).toBe(10000);
    expect((await b.call(base, '/api/user/base')).body.data).toMatchObject({ is_login: 0, username: '' });
    expect((await b.call(logout, '/api/user/logout', { method: 'DELETE' })).status).toBe(401);
    const again = await b.call(login, '/api/user/login', { body: { type: 'password', account: phone, password: PASSWORD, redirect: '//evil.example/x' } });
    expect(again.body).toMatchObject({ code: 10000, data: { next: '/' } });
    expect((await b.call(base, '/api/user/base')).body.data.is_login).toBe(1);
  });

  it('checks the phone, then rejects a registered one without sending it a code', async () => {
    const b = new TestBrowser('10.2.0.2');
    expect((await b.call(phoneCheck, '/api/user/phone/13800138000', { params: { value: '13800138000' } })).body.data).toMatchObject({ exists: 1 });
    expect((await b.call(phoneCheck, '/api/user/phone/13600000001', { params: { value: '13600000001' } })).body.data).toMatchObject({ exists: 0 });
    expect((await b.call(phoneCheck, '/api/user/phone/12345', { params: { value: '12345' } })).status).toBe(422);
    const taken = await b.call(createCode, '/api/user/create_code', { body: { phone: '13800138000', type: 'register' } });
    const fresh = await b.call(createCode, '/api/user/create_code', { body: { phone: '13600000001', type: 'register' } });
    expect(taken.body).toEqual(fresh.body); // same answer: no enumeration
    expect(sms.sent.filter((m) => m.phone === '13800138000').map((m) => m.template)).toEqual(['already_registered']);
  });

  it('validates step 1 and step 2 with Chinese field errors (422)', async () => {
    const b = new TestBrowser('10.2.0.3');
    const bad = await b.call(register, '/api/user/register', { body: { phone: '12345678901', code: '12', password: 'x', password_confirmation: 'y' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.phone[0]).toBe('请输入正确的手机号');
    expect(bad.body.errors.code[0]).toBe('验证码为 6 位数字');
    await b.call(createCode, '/api/user/create_code', { body: { phone: '13600000002', type: 'register' } });
    const common = await b.call(register, '/api/user/register', {
      body: { phone: '13600000002', code: sms.codeFor('13600000002'), password: 'password123', password_confirmation: 'password123', agree: '1' },
    });
    expect(common.status).toBe(422);
    expect(common.body.errors.password[0]).toBe('密码过于常见，请换一个更难猜的密码');
    const noTicket = await new TestBrowser('10.2.0.4').call(registerCompany, '/api/user/register/company', { body: COMPANY });
    expect(noTicket.body).toMatchObject({ code: 10023 });
    const fields = await b.call(registerCompany, '/api/user/register/company', { body: { ...COMPANY, landline: '8888', email: 'a@b', company_type: '超市', province: '火星' } });
    expect(fields.status).toBe(422);
    expect(Object.keys(fields.body.errors)).toEqual(expect.arrayContaining(['landline', 'email', 'company_type', 'province']));
  });

  it('logs in with an SMS code, once; a wrong code reads the same as an expired one', async () => {
    const b = new TestBrowser('10.2.0.5');
    await b.call(createCode, '/api/user/create_code', { body: { phone: '13800138000', type: 'login' } });
    const code = sms.codeFor('13800138000');
    const wrong = await b.call(login, '/api/user/login', { body: { type: 'sms', phone: '13800138000', code: code === '000000' ? '111111' : '000000' } });
    expect(wrong.body).toMatchObject({ code: 10021, msg: '验证码错误或已失效，请重新获取' });
    expect((await b.call(login, '/api/user/login', { body: { type: 'sms', phone: '13800138000', code } })).body.code).toBe(10000);
    expect((await b.call(base, '/api/user/base')).body.data.username).toBe('demo');
    const reuse = await new TestBrowser('10.2.0.6').call(login, '/api/user/login', { body: { type: 'sms', phone: '13800138000', code } });
    expect(reuse.body).toMatchObject({ code: 10021, msg: '验证码错误或已失效，请重新获取' });
    // Unknown phone: same answer, nothing sent.
    const before = sms.sent.length;
    const unknown = await b.call(createCode, '/api/user/create_code', { body: { phone: '13600000009', type: 'login' } });
    expect(unknown.body.code).toBe(10000);
    expect(sms.sent.length).toBe(before);
  });

  it('resets a forgotten password; old sessions end; the new password works', async () => {
    const phone = '13712340000';
    const first = await registerPharmacy(sms, phone, '10.2.1.1');
    const b = new TestBrowser('10.2.1.2');
    await b.call(createCode, '/api/user/create_code', { body: { phone, type: 'reset' } });
    expect((await b.call(resetPassword, '/api/user/resetPassword', { body: { password: 'NewPass#2027' } })).body.code).toBe(10024);
    const step1 = await b.call(forget, '/api/user/forget', { body: { phone, code: sms.codeFor(phone) } });
    expect(step1.body).toMatchObject({ code: 10000, data: { next: '/forget/step2' } });
    const weak = await b.call(resetPassword, '/api/user/resetPassword', { body: { password: '12345678', password_confirmation: '12345678' } });
    expect(weak.status).toBe(422);
    const done = await b.call(resetPassword, '/api/user/resetPassword', { body: { password: 'NewPass#2027', password_confirmation: 'NewPass#2027' } });
    expect(done.body).toMatchObject({ code: 10000, data: { next: '/forget/step3' } });
    // The ticket is used up, the registration browser's session is over, the old password is dead.
    expect((await b.call(resetPassword, '/api/user/resetPassword', { body: { password: 'Other#20270' } })).body.code).toBe(10024);
    expect((await first.call(base, '/api/user/base')).body.data.is_login).toBe(0);
    expect((await b.call(login, '/api/user/login', { body: { type: 'password', account: phone, password: PASSWORD } })).body.code).toBe(10020);
    expect((await b.call(login, '/api/user/login', { body: { type: 'password', account: phone, password: 'NewPass#2027' } })).body.code).toBe(10000);
  });

  it('registers through WeChat (dd flow keeps its own steps), then logs in by WeChat', async () => {
    const b = new TestBrowser('10.2.2.1');
    expect(await wechatRoundTrip(b, 'login', 'wx_new_buyer')).toBe('/register/wechat');
    const phone = '13712342222';
    await b.call(createCode, '/api/user/create_code', { body: { phone, type: 'register' } });
    const step1 = await b.call(register, '/api/user/register', {
      body: { phone, code: sms.codeFor(phone), password: PASSWORD, password_confirmation: PASSWORD, agree: '1', flow: 'wechat' },
    });
    expect(step1.body.data.next).toBe('/register/step2?from=wechat');
    expect((await b.call(registerCompany, '/api/user/register/company', { body: { ...COMPANY, company: '温州瓯海诊所', company_type: '诊所' } })).body.code).toBe(10000);
    const [row] = await t.db.select().from(members).where(eq(members.phone, phone));
    expect(row.wechatOpenId).toMatch(/^dev_/);
    const other = new TestBrowser('10.2.2.2');
    expect(await wechatRoundTrip(other, 'login', 'wx_new_buyer')).toBe('/');
    expect((await other.call(base, '/api/user/base')).body.data).toMatchObject({ username: phone, wechat: 1 });

    const dd = new TestBrowser('10.2.2.3');
    await dd.call(createCode, '/api/user/create_code', { body: { phone: '13712343333', type: 'register' } });
    const ddStep1 = await dd.call(register, '/api/user/register', {
      body: { phone: '13712343333', code: sms.codeFor('13712343333'), password: PASSWORD, password_confirmation: PASSWORD, agree: 'on', flow: 'dd' },
    });
    expect(ddStep1.body.data.next).toBe('/register/dd/step2');
    const ddStep2 = await dd.call(registerCompany, '/api/user/register/company', { body: { ...COMPANY, company: '宁波江北康宁药店', referrer: '400-880-1234' } });
    expect(ddStep2.body.data.next).toBe('/register/dd/step3');
    const [ddStore] = await t.db.select().from(stores).where(eq(stores.company, '宁波江北康宁药店'));
    expect(ddStore.accountManagerId).toBe(1); // the referrer's manager
  });

  it('the development SMS provider records the message in the outbox (and a file for tests)', async () => {
    const dir = await import('node:fs/promises').then((fs) => fs.mkdtemp('/tmp/yaocai-outbox-'));
    const file = `${dir}/sms-outbox.jsonl`;
    await new DevSmsProvider(file).send({ phone: '13600000077', template: 'verify_code', params: { code: '123456', minutes: '10', action: '注册账号' } });
    const [row] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.phone, '13600000077'));
    expect(row.body).toContain('123456');
    const line = JSON.parse((await import('node:fs/promises').then((fs) => fs.readFile(file, 'utf8'))).trim());
    expect(line).toMatchObject({ phone: '13600000077', params: { code: '123456' } });
  });
});
