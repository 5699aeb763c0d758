import { db, type Tx } from '../db/client';
import { invalidateCaches } from '../cache/memo';
import { auditLog } from '../db/schema';
import { forbidden } from './errors';
import { can, type Permission } from './roles';
import type { Operator } from './session.server';
import { take, type Limit } from '../limits';

/** What an operator action records: the verb, the object, and (from the work) before and after. */
export type ActionSpec = { permission: Permission; action: string; objectType: string; objectId?: string | number };
export type ActionOutcome<T> = { result: T; objectId?: string | number; before?: unknown; after?: unknown };

/**
 * The one door every console change goes through: checks the operator's role (403 otherwise),
 * runs the work in a transaction and appends the audit entry (operator, action, object, before,
 * after, time, address) in that same transaction — the change and its record commit together or
 * not at all. Domain functions called from `work` take the `tx` so they join the transaction.
 */
export async function operatorAction<T>(op: Operator, spec: ActionSpec, work: (tx: Tx) => Promise<ActionOutcome<T>>): Promise<T> {
  if (!can(op.role, spec.permission)) throw forbidden();
  const conn = await db();
  const result = await conn.transaction(async (tx) => {
    const outcome = await work(tx);
    await tx.insert(auditLog).values({
      operatorId: op.id,
      operatorName: op.username,
      action: spec.action,
      objectType: spec.objectType,
      objectId: String(outcome.objectId ?? spec.objectId ?? ''),
      before: outcome.before ?? null,
      after: outcome.after ?? null,
      ip: op.ip,
    });
    return outcome.result;
  });
  // An operator's change (a price, stock, a licence decision, content) may show on any cached page: drop them all.
  invalidateCaches();
  return result;
}

/** Records a read that must leave a trace (a licence image viewed), outside any change. */
export async function auditRead(op: Operator, spec: ActionSpec): Promise<void> {
  if (!can(op.role, spec.permission)) throw forbidden();
  await (await db()).insert(auditLog).values({
    operatorId: op.id,
    operatorName: op.username,
    action: spec.action,
    objectType: spec.objectType,
    objectId: String(spec.objectId ?? ''),
    ip: op.ip,
  });
}

const REFUSALS_LOGGED: Limit = { name: 'audit-refusal', points: 200, duration: 3600, block: 0, what: '拒绝记录' };

/**
 * Records a refused console request (401 without an operator, 403 for a role without the
 * permission): who (when known), where from, which path and why. At most 200 per operator or
 * address an hour, so anonymous calls cannot fill the disk through the log (later ones are still
 * refused, just not written). A failure to write is logged, never turned into another error.
 */
export async function auditRefusal(
  op: Operator | null,
  request: { method: string; path: string; ip: string },
  reason: 'login' | 'forbidden',
  permission: Permission,
): Promise<void> {
  try {
    await take(REFUSALS_LOGGED, op ? `op:${op.id}` : request.ip);
  } catch {
    return;
  }
  try {
    await (await db()).insert(auditLog).values({
      operatorId: op?.id ?? null,
      operatorName: op?.username ?? '',
      action: reason === 'login' ? 'refused.login' : 'refused.forbidden',
      objectType: 'console_api',
      objectId: request.path.slice(0, 200),
      after: { method: request.method, permission, status: reason === 'login' ? 401 : 403 },
      ip: op?.ip ?? request.ip,
    });
  } catch (error) {
    console.error('[audit] refusal not recorded:', error);
  }
}
