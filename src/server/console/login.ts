import { eq } from 'drizzle-orm';
import { db } from '../db/client';
import { auditLog, operators } from '../db/schema';
import { hashPasswordSync, verifyPassword } from '../auth/password';
import { clear, giveBack, take, type Limit } from '../limits';
import { BusinessError } from '../http/errors';
import { CONSOLE_LOGIN_FAILED, CONSOLE_TOTP_REQUIRED } from './errors';
import { TOTP_USED, useTotpCode } from './totp';

/**
 * Operator sign-in: user name, password and, when the operator has set one up, a TOTP code.
 * Limits are stricter than the shop's: 5 attempts per account and 10 per address in 15 minutes,
 * counted before the password is checked (src/server/limits: one atomic increment), then a
 * 15-minute pause; a successful sign-in gives its points back.
 * Every sign-in, failed or not, is in the audit log when the account exists.
 */
export const OPERATOR_LIMITS = {
  perAccount: { name: 'op-login:acct', points: 5, duration: 15 * 60, block: 15 * 60, what: '登录尝试' },
  perIp: { name: 'op-login:ip', points: 10, duration: 15 * 60, block: 15 * 60, what: '登录尝试' },
} satisfies Record<string, Limit>;

export type LoginInput = { username: string; password: string; code?: string };

// Unknown user names cost the same time as wrong passwords.
let dummyHash: string | null = null;
const dummy = () => (dummyHash ??= hashPasswordSync('not-a-real-password', 'yaocai-op-dummy'));

export async function loginOperator(input: LoginInput, ip: string, now = Date.now()): Promise<{ id: number; name: string; role: string }> {
  const account = input.username.trim().toLowerCase();
  await take(OPERATOR_LIMITS.perIp, ip);
  await take(OPERATOR_LIMITS.perAccount, account);
  const conn = await db();
  const [op] = await conn.select().from(operators).where(eq(operators.username, account));
  const passwordOk = await verifyPassword(input.password, op?.passwordHash ?? dummy());
  const fail = async (message: string, what: string) => {
    if (op)
      await conn
        .insert(auditLog)
        .values({ operatorId: op.id, operatorName: op.username, action: 'login.failed', objectType: 'operator', objectId: String(op.id), after: { reason: what }, ip });
    return new BusinessError(CONSOLE_LOGIN_FAILED, message);
  };
  if (!op || !passwordOk || op.disabled) throw await fail('用户名或密码错误', 'password');
  if (op.totpSecret) {
    const code = (input.code ?? '').replace(/\s/g, '');
    if (!code) throw new BusinessError(CONSOLE_TOTP_REQUIRED, '请输入身份验证器中的 6 位动态码');
    // Each code signs in once: a code seen on the wire or over a shoulder is spent.
    const used = await useTotpCode(conn, op.id, op.totpSecret, code);
    if (used !== 'ok') throw await fail(used === 'used' ? TOTP_USED : '动态码错误或已过期', used === 'used' ? 'totp-reused' : 'totp');
  }
  await giveBack(OPERATOR_LIMITS.perIp, ip);
  await clear(OPERATOR_LIMITS.perAccount, account);
  await conn.transaction(async (tx) => {
    await tx
      .update(operators)
      .set({ lastLoginAt: new Date(now) })
      .where(eq(operators.id, op.id));
    await tx.insert(auditLog).values({ operatorId: op.id, operatorName: op.username, action: 'login', objectType: 'operator', objectId: String(op.id), ip });
  });
  return { id: op.id, name: op.name, role: op.role };
}
