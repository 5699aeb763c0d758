import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Tx } from '../db/client';
import { operators, operatorSessions, OPERATOR_ROLES, type OperatorRole } from '../db/schema';
import { hashPassword } from '../auth/password';
import { passwordProblem } from '../auth/password-policy';
import { BusinessError, NotFoundError, ValidationError } from '../http/errors';
import { ROLE_LABELS } from './roles';

export type NewOperator = { username: string; name: string; role: OperatorRole; password: string };

/** Adds an operator (user names are lower case and unique); the password follows the shop's policy. */
export async function createOperator(tx: Tx, input: NewOperator) {
  const username = input.username.trim().toLowerCase();
  const problem = passwordProblem(input.password, { username });
  if (problem) throw new ValidationError({ password: [problem] });
  const [row] = await tx
    .insert(operators)
    .values({ username, name: input.name.trim(), role: input.role, passwordHash: await hashPassword(input.password) })
    .onConflictDoNothing()
    .returning({ id: operators.id, username: operators.username, role: operators.role });
  if (!row) throw new ValidationError({ username: ['该用户名已存在'] });
  return row;
}

export async function listOperators() {
  const rows = await (await db()).select().from(operators).orderBy(asc(operators.id));
  return rows.map((o) => ({
    id: o.id,
    username: o.username,
    name: o.name,
    role: o.role,
    role_text: ROLE_LABELS[o.role],
    totp: !!o.totpSecret,
    disabled: !!o.disabled,
    last_login_at: o.lastLoginAt,
  }));
}

export { OPERATOR_ROLES };

export const resetPasswordInput = z.object({ password: z.string({ error: '请输入新密码' }).min(8, '密码至少 8 位').max(64, '密码最多 64 位') });
export const disableInput = z.object({ disabled: z.union([z.literal('1'), z.literal('0')], { error: '请选择停用或启用' }).transform((v) => v === '1') });

async function lockOperator(tx: Tx, id: number) {
  const [row] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
  if (!row) throw new NotFoundError('操作员不存在');
  return row;
}

/** A new password set by a 管理员; the operator's sessions end so the old password's sign-ins stop at once. */
export async function resetOperatorPassword(tx: Tx, id: number, password: string) {
  const row = await lockOperator(tx, id);
  const problem = passwordProblem(password, { username: row.username });
  if (problem) throw new ValidationError({ password: [problem] });
  await tx
    .update(operators)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(operators.id, id));
  await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, id));
  return { username: row.username };
}

/** 停用 / 启用 an operator (never oneself: the console would lose its last door otherwise); disabling ends their sessions. */
export async function setOperatorDisabled(tx: Tx, id: number, disabled: boolean, by: number) {
  if (id === by && disabled) throw new BusinessError(40904, '不能停用自己的账号');
  const row = await lockOperator(tx, id);
  await tx
    .update(operators)
    .set({ disabled: disabled ? 1 : 0 })
    .where(eq(operators.id, id));
  if (disabled) await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, id));
  return { before: { disabled: !!row.disabled }, after: { disabled } };
}
