/**
 * Actions of the sign-in, registration and password-reset forms (login, register step 1 and the
 * company step, forgot password, the SMS code). Each returns the server's answer; the forms run
 * them through the shared form helper (src/stores/form.ts), which maps 422 field errors.
 */
import { apiGet, apiPost } from '../client/api';
import { browserNavigation } from '../client/browser';
import type { NextStep, PhoneExists, SmsCodeSent } from '../wire/account';
import { markLoggedIn } from './login-flag';

export const MOBILE_PATTERN = '1[3-9]\\d{9}';

export function isMobile(phone: string): boolean {
  return new RegExp(`^${MOBILE_PATTERN}$`).test(phone);
}

/** POST /api/user/create_code for `purpose` (login, register, reset, change_phone). */
export async function sendSmsCode(phone: string, purpose: string): Promise<number> {
  const data = await apiPost<SmsCodeSent>('/api/user/create_code', { phone, type: purpose });
  return data?.resend_in ?? 60;
}

/** GET /api/user/phone/{phone}, silently: null when the check itself failed (a convenience only). */
export async function phoneRegistered(phone: string): Promise<boolean | null> {
  try {
    return Boolean((await apiGet<PhoneExists>(`/api/user/phone/${phone}`, undefined, { silent: true })).exists);
  } catch {
    return null;
  }
}

/** POST /api/user/login; on success the login flag is stored and the page moves on. */
export async function login(values: Record<string, unknown>): Promise<NextStep> {
  const data = await apiPost<NextStep>('/api/user/login', values);
  markLoggedIn();
  browserNavigation.navigate(data.next || '/');
  return data;
}

/** Registration step 1 (account). */
export async function registerAccount(values: Record<string, unknown>): Promise<NextStep> {
  const data = await apiPost<NextStep>('/api/user/register', values);
  browserNavigation.navigate(data.next);
  return data;
}

export type CompanyAction = '/api/user/register/company' | '/api/user/stores';

/** Company details: registration step 2 (logs the member in) or a new store in 多店管理. */
export async function saveCompany(action: CompanyAction, values: Record<string, unknown>, done?: string): Promise<Partial<NextStep>> {
  const data = await apiPost<Partial<NextStep>>(action, values);
  if (action === '/api/user/register/company') markLoggedIn();
  browserNavigation.navigate(data.next ?? done ?? '/');
  return data;
}

/** Forgot password: step 1 proves the phone, step 2 sets the new password. */
export async function resetPasswordStep(step: 1 | 2, values: Record<string, unknown>): Promise<NextStep> {
  const data = await apiPost<NextStep>(step === 1 ? '/api/user/forget' : '/api/user/resetPassword', values);
  browserNavigation.navigate(data.next);
  return data;
}
