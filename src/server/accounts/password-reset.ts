import { BusinessError, ValidationError } from '../http/errors';
import { verifyPassword } from '../auth/password';
import { passwordProblem } from '../auth/password-policy';
import { clear, giveBack, LIMITS, take } from '../limits';
import { verifyCode } from '../sms/codes';
import { changePassword, findMemberByPhone } from './members';
import type { Member } from '../auth/session.server';
import { accountLimitKey } from './login';

/** Proof from forget step 1, kept in the session for 10 minutes. */
export type ResetTicket = { memberId: number; at: number };
export const RESET_TICKET_MS = 10 * 60_000;
export const RESET_EXPIRED = 10024;

/** Forget step 1: the code sent to the phone. Unknown phones never got a code, so they fail the same way. */
export async function verifyReset(phone: string, code: string, ip: string, now = Date.now()): Promise<ResetTicket> {
  await verifyCode(phone, 'reset', code, ip, new Date(now));
  const member = await findMemberByPhone(phone);
  if (!member) throw new BusinessError(10021, '验证码错误或已失效，请重新获取', 400);
  return { memberId: member.id, at: now };
}

export function resetTicketValid(ticket: ResetTicket | undefined, now = Date.now()): ticket is ResetTicket {
  return Boolean(ticket && now - ticket.at < RESET_TICKET_MS);
}

/** Forget step 2 with a ticket. */
export async function resetWithTicket(ticket: ResetTicket, member: Pick<Member, 'id' | 'phone' | 'username'>, password: string, now = new Date()): Promise<void> {
  const problem = passwordProblem(password, { phone: member.phone, username: member.username });
  if (problem) throw new ValidationError({ password: [problem] });
  await changePassword(ticket.memberId, password, now);
  await clear(LIMITS.loginPerAccount, accountLimitKey(member.phone, member.id));
}

/** A logged-in member changing the password, proving the old one (attempts counted like logins, before the check). */
export async function changeOwnPassword(member: Member, oldPassword: string, password: string, ip: string, now = new Date()): Promise<void> {
  const key = accountLimitKey(member.username, member.id);
  await take(LIMITS.loginPerIp, ip);
  await take(LIMITS.loginPerAccount, key);
  if (!(await verifyPassword(oldPassword, member.passwordHash))) throw new ValidationError({ old_password: ['原密码不正确'] });
  await giveBack(LIMITS.loginPerAccount, key);
  await giveBack(LIMITS.loginPerIp, ip);
  const problem = passwordProblem(password, { phone: member.phone, username: member.username });
  if (problem) throw new ValidationError({ password: [problem] });
  if (oldPassword === password) throw new ValidationError({ password: ['新密码不能与原密码相同'] });
  await changePassword(member.id, password, now);
}
