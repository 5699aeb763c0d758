import { eq } from 'drizzle-orm';
import { db } from '../db/client';
import { accountManagers, members } from '../db/schema';
import { ValidationError, BusinessError } from '../http/errors';
import { hashPassword } from '../auth/password';
import { passwordProblem } from '../auth/password-policy';
import { verifyCode } from '../sms/codes';
import { LIMITS, take } from '../limits';
import { createMember, phoneTaken, type CompanyInput } from './members';

/** What registration step 1 proved, kept in the session until step 2 (30 minutes). */
export type RegisterTicket = {
  phone: string;
  passwordHash: string;
  flow: 'standard' | 'dd' | 'wechat';
  at: number;
  wechatOpenId?: string | null;
};

export const REGISTER_TICKET_MS = 30 * 60_000;
export const REGISTER_EXPIRED = 10023;

/** Step 1: phone + code + password. The code is used up; the password is hashed right away. */
export async function verifyRegistration(
  input: { phone: string; code: string; password: string; flow: RegisterTicket['flow'] },
  ip: string,
  now = Date.now(),
): Promise<RegisterTicket> {
  const problem = passwordProblem(input.password, { phone: input.phone });
  if (problem) throw new ValidationError({ password: [problem] });
  await verifyCode(input.phone, 'register', input.code, ip, new Date(now));
  // Codes are never sent to registered phones, so this only trips on a race with another sign-up.
  if (await phoneTaken(input.phone)) throw new BusinessError(REGISTER_EXPIRED, '该手机号已注册，请直接登录', 400);
  return { phone: input.phone, passwordHash: await hashPassword(input.password), flow: input.flow, at: now };
}

export function ticketValid(ticket: RegisterTicket | undefined, now = Date.now()): ticket is RegisterTicket {
  return Boolean(ticket && now - ticket.at < REGISTER_TICKET_MS);
}

/** A referrer field (业务员手机号) of the dd flow picks that manager when it names one. */
async function managerByPhone(phone: string): Promise<number | null> {
  if (!phone) return null;
  const [row] = await (await db()).select({ id: accountManagers.id }).from(accountManagers).where(eq(accountManagers.phone, phone));
  return row?.id ?? null;
}

/** Step 2: company details; creates the member and its first store (at most 10 per IP an hour). */
export async function completeRegistration(ticket: RegisterTicket, company: CompanyInput, referrer: string, ip: string) {
  await take(LIMITS.registerPerIp, ip);
  if (await phoneTaken(ticket.phone)) throw new BusinessError(REGISTER_EXPIRED, '该手机号已注册，请直接登录', 400);
  let wechatOpenId = ticket.wechatOpenId ?? null;
  if (wechatOpenId) {
    const [taken] = await (await db()).select({ id: members.id }).from(members).where(eq(members.wechatOpenId, wechatOpenId));
    if (taken) wechatOpenId = null; // bound to someone else meanwhile: register without it
  }
  return createMember({ phone: ticket.phone, passwordHash: ticket.passwordHash, company, wechatOpenId, managerId: await managerByPhone(referrer) });
}
