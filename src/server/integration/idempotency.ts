import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { apiIdempotency } from '../db/schema';
import { ApiError } from './errors';

/** A write answered before under the same Idempotency-Key: its answer is sent again. */
export class Replay extends Error {
  constructor(
    readonly status: number,
    readonly response: unknown,
  ) {
    super('replay');
  }
}

export const requestHash = (method: string, path: string, body: string) => crypto.createHash('sha256').update(`${method} ${path}\n${body}`).digest('hex');

/** The header's value, required on every write: 1–200 visible characters. */
export function idempotencyKeyOf(request: Request): string {
  const key = request.headers.get('idempotency-key')?.trim() ?? '';
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) throw new ApiError(400, 'idempotency_key_required', '写操作须带 Idempotency-Key 请求头（1–200 个可见字符）');
  return key;
}

/**
 * Claims the key inside the write's transaction. A concurrent claim of the same key waits for the
 * first transaction (unique key), then finds its row: the same request is a Replay, a different
 * body a 409. Nothing of a failed write is kept, so it may be retried with the same key.
 */
export async function claim(tx: Tx, keyId: number, idemKey: string, hash: string): Promise<void> {
  const mine = await tx
    .insert(apiIdempotency)
    .values({ keyId, idemKey, requestHash: hash, status: 0, response: {} })
    .onConflictDoNothing()
    .returning({ k: apiIdempotency.idemKey });
  if (mine.length) return;
  const [prior] = await tx
    .select()
    .from(apiIdempotency)
    .where(and(eq(apiIdempotency.keyId, keyId), eq(apiIdempotency.idemKey, idemKey)));
  if (prior && prior.requestHash === hash) throw new Replay(prior.status, prior.response);
  throw new ApiError(409, 'idempotency_conflict', '该 Idempotency-Key 已用于内容不同的请求', { idempotency_key: idemKey });
}

export async function settle(tx: Tx, keyId: number, idemKey: string, status: number, response: unknown): Promise<void> {
  await tx
    .update(apiIdempotency)
    .set({ status, response })
    .where(and(eq(apiIdempotency.keyId, keyId), eq(apiIdempotency.idemKey, idemKey)));
}
