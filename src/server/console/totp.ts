import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { authenticator } from 'otplib';
import type { Db, Tx } from '../db/client';
import { operators } from '../db/schema';
import { ValidationError } from '../http/errors';
import { verifyPassword } from '../auth/password';
import { take } from '../limits';
import type { Operator } from './session.server';
import type { TotpEnrolment } from '../../wire/console';

const STEP_MS = authenticator.allOptions().step * 1000;

/** The 30-second time step a code belongs to (otplib's window: the current step only), or null when the code is wrong. */
function stepOf(code: string, secret: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = authenticator.checkDelta(code, secret);
  return delta === null ? null : Math.floor(now / STEP_MS) + delta;
}

export type TotpUse = 'ok' | 'wrong' | 'used';

/**
 * Spends a TOTP code of the operator's confirmed secret: right, and of a later time step than the
 * last code accepted (one conditional UPDATE, so two requests with the same code cannot both pass).
 */
export async function useTotpCode(conn: Db | Tx, operatorId: number, secret: string, code: string): Promise<TotpUse> {
  const step = stepOf(code, secret);
  if (step === null) return 'wrong';
  const [spent] = await conn
    .update(operators)
    .set({ totpLastStep: step })
    .where(and(eq(operators.id, operatorId), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
    .returning({ id: operators.id });
  return spent ? 'ok' : 'used';
}

export const TOTP_USED = '该动态码已使用过，请等待身份验证器显示下一个动态码';

const REENROL_LIMIT = { name: 'op-totp:acct', points: 5, duration: 15 * 60, block: 15 * 60, what: '验证尝试' };

/** Counts a try at {@link beginTotp} (5 per operator in 15 minutes), before its transaction: the password cannot be guessed from a left-open session. */
export async function takeTotpAttempt(op: Operator): Promise<void> {
  await take(REENROL_LIMIT, String(op.id));
}

/**
 * Optional second factor (TOTP, RFC 6238, otplib): `beginTotp` stores a pending secret and gives
 * the otpauth:// address for the authenticator app — only with the operator's password and, when a
 * second factor is already on, its current code (a left-open session cannot move it to another
 * phone); `confirmTotp` makes it the login requirement once the operator proves a first code.
 */
export async function beginTotp(tx: Tx, op: Operator, proof: { password: string; code: string }): Promise<TotpEnrolment> {
  const [row] = await tx.select({ hash: operators.passwordHash, secret: operators.totpSecret }).from(operators).where(eq(operators.id, op.id)).for('update');
  if (!row) throw new ValidationError({ password: ['账号不存在'] });
  if (!(await verifyPassword(proof.password, row.hash))) throw new ValidationError({ password: ['登录密码错误'] });
  if (row.secret) {
    const code = proof.code.replace(/\s/g, '');
    if (!code) throw new ValidationError({ code: ['请输入身份验证器中当前的 6 位动态码'] });
    const used = await useTotpCode(tx, op.id, row.secret, code);
    if (used !== 'ok') throw new ValidationError({ code: [used === 'used' ? TOTP_USED : '动态码错误或已过期'] });
  }
  const secret = authenticator.generateSecret();
  await tx.update(operators).set({ totpPending: secret }).where(eq(operators.id, op.id));
  return { secret, uri: authenticator.keyuri(op.username, '药采运营后台', secret) };
}

export async function confirmTotp(tx: Tx, op: Operator, code: string) {
  const [row] = await tx.select({ pending: operators.totpPending }).from(operators).where(eq(operators.id, op.id));
  if (!row?.pending) throw new ValidationError({ code: ['请先生成身份验证器密钥'] });
  if (stepOf(code, row.pending) === null) throw new ValidationError({ code: ['动态码错误或已过期'] });
  // A new secret starts with no code spent (confirming is not signing in).
  await tx.update(operators).set({ totpSecret: row.pending, totpPending: null, totpLastStep: null }).where(eq(operators.id, op.id));
  return { enabled: true };
}
