import { eq } from 'drizzle-orm';
import { db } from '../db/client';
import { members } from '../db/schema';
import { BusinessError, ValidationError } from '../http/errors';
import { verifyCode } from '../sms/codes';
import { SMS_CODE_RE } from './validation';
import { phoneTaken } from './members';
import type { Account } from '../auth/session.server';

export const PHONE_TAKEN = 10026;

/**
 * POST api/user/updateUserInfo {name, phone}: the contact name, and the login phone — a new
 * phone needs the code sent to it (purpose change_phone). A username that was the old phone
 * follows the phone, so the member keeps logging in with "their number".
 */
export async function updateUserInfo(account: Account, input: { name: string; phone: string; code?: string }, ip: string): Promise<void> {
  const { member } = account;
  const changes: Partial<typeof members.$inferInsert> = { name: input.name };
  if (input.phone !== member.phone) {
    if (!input.code || !SMS_CODE_RE.test(input.code)) throw new ValidationError({ code: ['更换手机号需要填写新手机号收到的 6 位验证码'] });
    await verifyCode(input.phone, 'change_phone', input.code, ip);
    if (await phoneTaken(input.phone)) throw new BusinessError(PHONE_TAKEN, '该手机号已被其他账号使用', 400);
    changes.phone = input.phone;
    if (member.username === member.phone) changes.username = input.phone;
  }
  await (await db()).update(members).set(changes).where(eq(members.id, member.id));
}
