import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../src/server/auth/password-policy';
import { EMAIL_RE, LANDLINE_RE, maskPhone, MOBILE_RE } from '../../src/server/accounts/validation';
import { signToken, verifyToken } from '../../src/server/auth/tokens';
import { sniff } from '../../src/server/qualifications/files';
import { expiryOf } from '../../src/server/qualifications/service';
import { requiredTypes } from '../../src/server/qualifications/types';
import { HttpSmsProvider, renderSms } from '../../src/server/sms/provider';
import { OpenPlatformWechatProvider } from '../../src/server/wechat/provider';
import { cookieSecure } from '../../src/server/auth/config';

describe('spec section 5 validation', () => {
  it('mobile: 11 digits, 1 then 3–9', () => {
    expect(['13800138000', '19912345678'].every((p) => MOBILE_RE.test(p))).toBe(true);
    expect(['12800138000', '1380013800', '138001380000', '23800138000'].some((p) => MOBILE_RE.test(p))).toBe(false);
  });
  it('landline: 3–4 digit area code, dash, 7–8 digits', () => {
    expect(['010-12345678', '0571-8888666'].every((p) => LANDLINE_RE.test(p))).toBe(true);
    expect(['01-1234567', '0571 88886666', '0571-123456'].some((p) => LANDLINE_RE.test(p))).toBe(false);
  });
  it('e-mail: word characters, hyphen, @, dotted domain', () => {
    expect(EMAIL_RE.test('li_na-1@yao-cai.com.cn')).toBe(true);
    expect(['a@b', 'a b@c.com', '@c.com'].some((e) => EMAIL_RE.test(e))).toBe(false);
  });
  it('masks phones shown to others', () => expect(maskPhone('13800138000')).toBe('138****8000'));
});

describe('password policy', () => {
  it('wants 8+ characters, not common, not trivial', () => {
    expect(passwordProblem('Ab#1234')).toBe('密码至少 8 位');
    expect(passwordProblem('password')).toBe('密码过于常见，请换一个更难猜的密码');
    expect(passwordProblem('Woaini1314')).toBe('密码过于常见，请换一个更难猜的密码');
    expect(passwordProblem('aaaaaaaaaa')).toBe('密码不能是同一个字符重复');
    expect(passwordProblem('abcdefghij')).toBe('密码不能是连续的数字或字母');
    expect(passwordProblem('x13800138000y', { phone: '13800138000' })).toBe('密码不能包含手机号');
    expect(passwordProblem('Kangtai#2026')).toBeNull();
  });
});

describe('signed tokens', () => {
  it('verify, refuse tampering, another purpose and expiry', () => {
    const token = signToken('chat', { u: 'demo' }, 60_000);
    expect(verifyToken('chat', token)).toMatchObject({ u: 'demo' });
    expect(verifyToken('other', token)).toBeNull();
    const [body, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ u: 'admin', p: 'chat', exp: 9e9 })).toString('base64url');
    expect(verifyToken('chat', `${forged}.${sig}`)).toBeNull();
    expect(verifyToken('chat', `${body}.${sig}`, Date.now() + 61_000)).toBeNull();
  });
});

describe('certificate rules', () => {
  it('recognises files by content only', () => {
    expect(sniff(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniff(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniff(Buffer.from('%PDF-1.7'))).toBe('application/pdf');
    expect(sniff(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(sniff(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
  it('warns 30 days ahead and flags expiry (Shanghai calendar days)', () => {
    const now = new Date('2026-11-01T02:00:00+08:00');
    expect(expiryOf({ longTerm: true, validTo: null }, now).state).toBe('long_term');
    expect(expiryOf({ longTerm: false, validTo: '2026-10-31' }, now)).toEqual({ state: 'expired', daysLeft: -1 });
    expect(expiryOf({ longTerm: false, validTo: '2026-11-01' }, now)).toEqual({ state: 'expiring', daysLeft: 0 });
    expect(expiryOf({ longTerm: false, validTo: '2026-12-01' }, now)).toEqual({ state: 'expiring', daysLeft: 30 });
    expect(expiryOf({ longTerm: false, validTo: '2026-12-02' }, now).state).toBe('valid');
  });
  it('requires licences by company type', () => {
    expect(requiredTypes('单体药店')).toContain('drug_license');
    expect(requiredTypes('诊所')).toContain('medical_license');
    expect(requiredTypes('医疗机构')).not.toContain('drug_license');
    for (const type of ['单体药店', '连锁药店', '诊所', '医疗机构', '批发企业']) {
      expect(requiredTypes(type)).toEqual(expect.arrayContaining(['business_license', 'power_of_attorney', 'buyer_id']));
    }
  });
});

describe('real providers (network faked)', () => {
  it('the HTTP SMS gateway gets template, params and the bearer token; a failure throws', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const ok = new HttpSmsProvider('https://sms.example/send', 'tkn', '药采', (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{}');
    }) as never);
    await ok.send({ phone: '13800138000', template: 'verify_code', params: { code: '123456', minutes: '10', action: '登录' } });
    expect(calls[0].url).toBe('https://sms.example/send');
    expect((calls[0].init.headers as Record<string, string>).authorization).toBe('Bearer tkn');
    expect(JSON.parse(String(calls[0].init.body))).toMatchObject({ phone: '13800138000', template: 'verify_code', params: { code: '123456' } });
    const down = new HttpSmsProvider('https://sms.example/send', 'tkn', '药采', (async () => new Response('no', { status: 503 })) as never);
    await expect(down.send({ phone: '13800138000', template: 'already_registered', params: {} })).rejects.toThrow('503');
    expect(renderSms({ phone: '1', template: 'verify_code', params: { code: '654321', minutes: '10', action: '注册账号' } })).toContain('654321');
  });
  it('the WeChat Open Platform provider builds the QR authorize URL and trades the code', async () => {
    const wx = new OpenPlatformWechatProvider('wxappid', 'secret', (async (url: string) => {
      if (url.includes('oauth2/access_token')) return Response.json({ access_token: 'AT', openid: 'OPENID', unionid: 'UNION' });
      return Response.json({ nickname: '王芳', headimgurl: 'https://wx.qlogo.cn/x' });
    }) as never);
    const url = new URL(wx.authorizeUrl('st4te', 'https://yaocai.example/api/user/wechat/callback'));
    expect(url.host).toBe('open.weixin.qq.com');
    expect(url.searchParams.get('scope')).toBe('snsapi_login');
    expect(url.searchParams.get('state')).toBe('st4te');
    await expect(wx.exchange('CODE')).resolves.toEqual({ openId: 'OPENID', unionId: 'UNION', nickname: '王芳', avatar: 'https://wx.qlogo.cn/x' });
    const bad = new OpenPlatformWechatProvider('a', 'b', (async () => Response.json({ errcode: 40029, errmsg: 'invalid code' })) as never);
    await expect(bad.exchange('x')).rejects.toThrow('invalid code');
  });
});

describe('session cookie', () => {
  it('is Secure over HTTPS (or when forced), not over plain HTTP', () => {
    expect(cookieSecure('https:', {})).toBe(true);
    expect(cookieSecure('http:', {})).toBe(false);
    expect(cookieSecure('http:', { SESSION_COOKIE_SECURE: 'always' })).toBe(true);
    expect(cookieSecure('https:', { SESSION_COOKIE_SECURE: 'never' })).toBe(false);
  });
});
