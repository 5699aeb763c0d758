import { eq } from 'drizzle-orm';
import { authenticator } from 'otplib';
import type { Tx } from '../db/client';
import { operators } from '../db/schema';
import { ValidationError } from '../http/errors';
import type { Operator } from './session';
import type { TotpEnrolment } from '../../wire/console';

/**
 * Optional second factor (TOTP, RFC 6238, otplib): `beginTotp` stores a pending secret and gives
 * the otpauth:// address for the authenticator app; `confirmTotp` makes it the login requirement
 * once the operator proves a first code.
 */
export async function beginTotp(tx: Tx, op: Operator): Promise<TotpEnrolment> {
  const secret = authenticator.generateSecret();
  await tx.update(operators).set({ totpPending: secret }).where(eq(operators.id, op.id));
  return { secret, uri: authenticator.keyuri(op.username, '药采运营后台', secret) };
}

export async function confirmTotp(tx: Tx, op: Operator, code: string) {
  const [row] = await tx.select({ pending: operators.totpPending }).from(operators).where(eq(operators.id, op.id));
  if (!row?.pending) throw new ValidationError({ code: ['请先生成身份验证器密钥'] });
  if (!/^\d{6}$/.test(code) || !authenticator.check(code, row.pending)) throw new ValidationError({ code: ['动态码错误或已过期'] });
  await tx.update(operators).set({ totpSecret: row.pending, totpPending: null }).where(eq(operators.id, op.id));
  return { enabled: true };
}
