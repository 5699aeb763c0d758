import { asc } from 'drizzle-orm';
import { db, type Tx } from '../db/client';
import { operators, OPERATOR_ROLES, type OperatorRole } from '../db/schema';
import { hashPassword } from '../auth/password';
import { passwordProblem } from '../auth/password-policy';
import { ValidationError } from '../http/errors';
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
