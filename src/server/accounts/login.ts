import { BusinessError } from '../http/errors';
import { hashPasswordSync, verifyPassword } from '../auth/password';
import { assertUnder, hit, LIMITS, reset } from '../auth/rate-limit';
import { verifyCode } from '../sms/codes';
import { activeStoreOf, findMemberByLogin, findMemberByPhone } from './members';

export const LOGIN_FAILED = 10020;
/** The one message for a wrong account or a wrong password (no hint which). */
export const MSG_LOGIN_FAILED = '账号或密码错误';

// Verified against when the account does not exist, so both cases take the same time.
let dummyHash: string | null = null;
const dummy = () => (dummyHash ??= hashPasswordSync('not-a-real-password', 'yaocai-dummy-salt'));

export type LoggedIn = { memberId: number; storeId: number };

/**
 * The per-account failure counter: the member when the login names one (so username and phone
 * share one counter), else the typed identifier (unknown accounts are limited the same way).
 */
export const accountLimitKey = (login: string, memberId?: number | null) => (memberId ? `m:${memberId}` : `u:${login.trim().toLowerCase()}`);

/**
 * Password login by username or phone. Failures count per account and per IP (5 per account
 * and 20 per IP in 15 minutes); past that, attempts are refused until the window ends —
 * a pause, never a permanent lock. A success clears the account's failures.
 */
export async function loginWithPassword(login: string, password: string, ip: string, now = Date.now()): Promise<LoggedIn> {
  await assertUnder(LIMITS.loginFailPerIp, ip, '登录失败次数', now);
  const member = await findMemberByLogin(login);
  const key = accountLimitKey(login, member?.id);
  await assertUnder(LIMITS.loginFailPerAccount, key, '登录失败次数', now);
  const valid = await verifyPassword(password, member?.passwordHash ?? dummy());
  const store = member && valid ? await activeStoreOf(member.id, member.activeStoreId) : null;
  if (!member || !valid || !store) {
    await hit(LIMITS.loginFailPerAccount, key, now);
    await hit(LIMITS.loginFailPerIp, ip, now);
    throw new BusinessError(LOGIN_FAILED, MSG_LOGIN_FAILED, 400);
  }
  await reset(LIMITS.loginFailPerAccount, key, now);
  return { memberId: member.id, storeId: store.id };
}

/** SMS-code login: the code proves the phone; failures count like wrong codes anywhere. */
export async function loginWithSms(phone: string, code: string, ip: string, now = new Date()): Promise<LoggedIn> {
  await verifyCode(phone, 'login', code, ip, now);
  const member = await findMemberByPhone(phone);
  const store = member ? await activeStoreOf(member.id, member.activeStoreId) : null;
  // A code is only ever sent to registered phones, so this is an edge (member deleted meanwhile).
  if (!member || !store) throw new BusinessError(LOGIN_FAILED, '验证码错误或已失效，请重新获取', 400);
  await reset(LIMITS.loginFailPerAccount, accountLimitKey(phone, member.id), now.getTime());
  return { memberId: member.id, storeId: store.id };
}
