import { BusinessError } from '../http/errors';
import { hashPasswordSync, verifyPassword } from '../auth/password';
import { clear, giveBack, LIMITS, take } from '../limits';
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
 * Password login by username or phone. Every attempt is counted per account and per IP before
 * the password is checked (5 per account and 20 per IP in 15 minutes), so a burst of parallel
 * guesses gets no more checks than that; going over pauses the key for 15 minutes from that
 * moment — a pause, never a permanent lock. A success clears the account's count and gives the
 * IP its point back.
 */
export async function loginWithPassword(login: string, password: string, ip: string): Promise<LoggedIn> {
  const member = await findMemberByLogin(login);
  const key = accountLimitKey(login, member?.id);
  await take(LIMITS.loginPerIp, ip);
  await take(LIMITS.loginPerAccount, key);
  const valid = await verifyPassword(password, member?.passwordHash ?? dummy());
  const store = member && valid ? await activeStoreOf(member.id, member.activeStoreId) : null;
  if (!member || !valid || !store) throw new BusinessError(LOGIN_FAILED, MSG_LOGIN_FAILED, 400);
  await clear(LIMITS.loginPerAccount, key);
  await giveBack(LIMITS.loginPerIp, ip);
  return { memberId: member.id, storeId: store.id };
}

/** SMS-code login: the code proves the phone; guesses are counted like wrong codes anywhere. */
export async function loginWithSms(phone: string, code: string, ip: string, now = new Date()): Promise<LoggedIn> {
  await verifyCode(phone, 'login', code, ip, now);
  const member = await findMemberByPhone(phone);
  const store = member ? await activeStoreOf(member.id, member.activeStoreId) : null;
  // A code is only ever sent to registered phones, so this is an edge (member deleted meanwhile).
  if (!member || !store) throw new BusinessError(LOGIN_FAILED, '验证码错误或已失效，请重新获取', 400);
  await clear(LIMITS.loginPerAccount, accountLimitKey(phone, member.id));
  return { memberId: member.id, storeId: store.id };
}
