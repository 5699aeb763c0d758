import { TestBrowser } from './accounts-browser';
import type { CapturedSms } from './accounts-sms';
import { POST as createCode } from '../../src/pages/api/user/create_code';
import { POST as register } from '../../src/pages/api/user/register';
import { POST as registerCompany } from '../../src/pages/api/user/register/company';
import { POST as login } from '../../src/pages/api/user/login';

export const COMPANY = {
  company: '杭州康泰大药房有限公司',
  company_type: '单体药店',
  contact: '王芳',
  landline: '0571-88886666',
  email: 'kt@example.com',
  province: '浙江省',
  city: '杭州市',
  district: '拱墅区',
  address: '湖墅南路 100 号',
};

export const PASSWORD = 'Kangtai#2026';

/** Registers a new pharmacy through the API and returns its logged-in browser. */
export async function registerPharmacy(sms: CapturedSms, phone: string, ip: string, company: Record<string, string> = COMPANY): Promise<TestBrowser> {
  const b = new TestBrowser(ip);
  const sent = await b.call(createCode, '/api/user/create_code', { body: { phone, type: 'register' } });
  if (sent.body.code !== 10000) throw new Error(`create_code: ${JSON.stringify(sent.body)}`);
  const step1 = await b.call(register, '/api/user/register', {
    body: { phone, code: sms.codeFor(phone), password: PASSWORD, password_confirmation: PASSWORD, agree: '1' },
  });
  if (step1.body.code !== 10000) throw new Error(`register: ${JSON.stringify(step1.body)}`);
  const step2 = await b.call(registerCompany, '/api/user/register/company', { body: company });
  if (step2.body.code !== 10000) throw new Error(`register/company: ${JSON.stringify(step2.body)}`);
  return b;
}

/** A browser logged in as the demo member (password Demo@123456). */
export async function loginAs(account: string, ip: string, password = 'Demo@123456'): Promise<TestBrowser> {
  const b = new TestBrowser(ip);
  const answer = await b.call(login, '/api/user/login', { body: { type: 'password', account, password } });
  if (answer.body.code !== 10000) throw new Error(`login ${account}: ${JSON.stringify(answer.body)}`);
  return b;
}

/**
 * For tests that set the clock hours or days away (fake Date): sessions that outlive the jumps
 * (30 days idle and absolute), so a login made at the real time is still valid on the set day and back.
 * Vitest runs each test file in its own worker, so this stays in the calling file.
 */
export function longSessions(): void {
  process.env.SESSION_IDLE_MINUTES = String(30 * 24 * 60);
  process.env.SESSION_MAX_HOURS = String(30 * 24);
}
