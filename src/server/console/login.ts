import { eq } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { db } from '../db/client';
import { auditLog, operators } from '../db/schema';
import { hashPasswordSync, verifyPassword } from '../auth/password';
import { assertUnder, hit, reset, type Limit } from '../auth/rate-limit';
import { BusinessError } from '../http/errors';
import { CONSOLE_LOGIN_FAILED, CONSOLE_TOTP_REQUIRED } from './errors';

/**
 * Operator sign-in: user name, password and, when the operator has set one up, a TOTP code.
 * Limits are stricter than the shop's: 5 failures per account and 10 per address in 15 minutes
 * lock further attempts until the window ends (counted with the shared rate-limit module).
 * Every sign-in, failed or not, is in the audit log when the account exists.
 */
export const OPERATOR_LIMITS = {
  perAccount: { name: 'op-login:acct', max: 5, windowMs: 15 * 60_000 },
  perIp: { name: 'op-login:ip', max: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

export type LoginInput = { username: string; password: string; code?: string };

// Unknown user names cost the same time as wrong passwords.
let dummyHash: string | null = null;
const dummy = () => (dummyHash ??= hashPasswordSync('not-a-real-password', 'yaocai-op-dummy'));

export async function loginOperator(input: LoginInput, ip: string, now = Date.now()): Promise<{ id: number; name: string; role: string }> {
  const account = input.username.trim().toLowerCase();
  await assertUnder(OPERATOR_LIMITS.perIp, ip, '登录尝试', now);
  await assertUnder(OPERATOR_LIMITS.perAccount, account, '登录尝试', now);
  const conn = await db();
  const [op] = await conn.select().from(operators).where(eq(operators.username, account));
  const passwordOk = await verifyPassword(input.password, op?.passwordHash ?? dummy());
  const fail = async (message: string, what: string) => {
    await hit(OPERATOR_LIMITS.perIp, ip, now);
    await hit(OPERATOR_LIMITS.perAccount, account, now);
    if (op) await conn.insert(auditLog).values({ operatorId: op.id, operatorName: op.username, action: 'login.failed', objectType: 'operator', objectId: String(op.id), after: { reason: what }, ip });
    return new BusinessError(CONSOLE_LOGIN_FAILED, message);
  };
  if (!op || !passwordOk || op.disabled) throw await fail('用户名或密码错误', 'password');
  if (op.totpSecret) {
    const code = (input.code ?? '').replace(/\s/g, '');
    if (!code) throw new BusinessError(CONSOLE_TOTP_REQUIRED, '请输入身份验证器中的 6 位动态码');
    if (!/^\d{6}$/.test(code) || !authenticator.check(code, op.totpSecret)) throw await fail('动态码错误或已过期', 'totp');
  }
  await reset(OPERATOR_LIMITS.perAccount, account, now);
  await conn.transaction(async (tx) => {
    await tx.update(operators).set({ lastLoginAt: new Date(now) }).where(eq(operators.id, op.id));
    await tx.insert(auditLog).values({ operatorId: op.id, operatorName: op.username, action: 'login', objectType: 'operator', objectId: String(op.id), ip });
  });
  return { id: op.id, name: op.name, role: op.role };
}
