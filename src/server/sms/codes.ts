import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { members, smsCodes, type SmsPurpose } from '../db/schema';
import { BusinessError } from '../http/errors';
import { giveBack, LIMITS, take } from '../limits';
import { digest } from '../auth/tokens';
import { smsProvider } from './provider';

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_AFTER_MS = 60_000;
export const MAX_ATTEMPTS_PER_CODE = 5;
export const CODE_INVALID = 10021;
export const SMS_SEND_FAILED = 10022;

/** The one message for every wrong, used, expired or never-sent code (no hint which). */
export const MSG_CODE_INVALID = '验证码错误或已失效，请重新获取';

const ACTIONS: Record<SmsPurpose, string> = {
  register: '注册账号',
  login: '登录',
  reset: '找回密码',
  change_phone: '更换手机号',
};

export type CodeRequest = { phone: string; purpose: SmsPurpose; ip: string; memberId?: number | null };
export type CodeAnswer = { expires_in: number; resend_in: number };

/** Whether a code for `purpose` may go to `phone`: new phones for register/change, known ones for login/reset. */
async function eligible(phone: string, purpose: SmsPurpose): Promise<boolean> {
  const [found] = await (await db()).select({ id: members.id }).from(members).where(eq(members.phone, phone));
  return purpose === 'register' || purpose === 'change_phone' ? !found : Boolean(found);
}

/**
 * Sends a 6-digit code (POST /api/user/create_code). The answer is the same whether or not the
 * phone is registered: an already registered phone asking to register gets a notice SMS instead
 * of a code, an unknown phone asking to log in or reset gets nothing. Limits: 3 per phone per
 * 10 minutes (and 10 a day), per IP 10 per 10 minutes (50 a day), one per minute per phone.
 */
export async function requestCode(req: CodeRequest, now = new Date()): Promise<CodeAnswer> {
  const conn = await db();
  const t = now.getTime();
  // Each limit is counted before anything is sent (one atomic increment each).
  await take(LIMITS.smsPerIp, req.ip);
  await take(LIMITS.smsPerIpDay, req.ip);
  await take(LIMITS.smsResend, `${req.phone}:${req.purpose}`);
  await take(LIMITS.smsPerPhone, req.phone);
  await take(LIMITS.smsPerPhoneDay, req.phone);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const ok = await eligible(req.phone, req.purpose);
  // A row is written either way (it drives the resend timer); an ineligible one can never verify.
  await conn
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.phone, req.phone), eq(smsCodes.purpose, req.purpose), isNull(smsCodes.consumedAt)));
  await conn.insert(smsCodes).values({
    phone: req.phone,
    purpose: req.purpose,
    ip: req.ip,
    createdAt: now,
    codeHash: ok ? digest(`${req.phone}:${req.purpose}:${code}`) : 'x',
    expiresAt: new Date(t + CODE_TTL_MS),
    consumedAt: ok ? null : now,
  });
  try {
    if (ok) {
      await smsProvider().send({ phone: req.phone, template: 'verify_code', params: { code, minutes: String(CODE_TTL_MS / 60_000), action: ACTIONS[req.purpose] } });
    } else if (req.purpose === 'register') {
      await smsProvider().send({ phone: req.phone, template: 'already_registered', params: {} });
    }
  } catch (error) {
    console.error('[sms] send failed:', error);
    throw new BusinessError(SMS_SEND_FAILED, '短信发送失败，请稍后再试', 502);
  }
  return { expires_in: CODE_TTL_MS / 1000, resend_in: RESEND_AFTER_MS / 1000 };
}

/**
 * Checks and uses up a code. Every guess is counted against the phone (10) and the IP (30)
 * before it is checked, and against the code itself by a conditional
 * `attempts = attempts + 1 where attempts < 5` — so parallel guesses get at most 5 checks per
 * code, and the fifth wrong one burns the code. A right code gives the phone and IP their point
 * back. Every failure reads the same {@link MSG_CODE_INVALID}.
 */
export async function verifyCode(phone: string, purpose: SmsPurpose, code: string, ip: string, now = new Date()): Promise<void> {
  await take(LIMITS.codePerIp, ip);
  await take(LIMITS.codePerPhone, phone);
  const conn = await db();
  const fail = (): never => {
    throw new BusinessError(CODE_INVALID, MSG_CODE_INVALID, 400);
  };
  const [row] = await conn
    .select({ id: smsCodes.id, codeHash: smsCodes.codeHash })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, now)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!row) return fail();
  // One of the code's 5 checks, claimed atomically before comparing.
  const [claimed] = await conn
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.consumedAt), lt(smsCodes.attempts, MAX_ATTEMPTS_PER_CODE)))
    .returning({ attempts: smsCodes.attempts });
  if (!claimed) return fail();
  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(digest(`${phone}:${purpose}:${code}`));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    if (claimed.attempts >= MAX_ATTEMPTS_PER_CODE) {
      await conn
        .update(smsCodes)
        .set({ consumedAt: now })
        .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.consumedAt)));
    }
    return fail();
  }
  // Single use, even under concurrent submits: only one update wins.
  const used = await conn
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  if (!used.length) return fail();
  await giveBack(LIMITS.codePerPhone, phone);
  await giveBack(LIMITS.codePerIp, ip);
}
