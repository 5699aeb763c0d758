import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import { db, type Tx } from '../db/client';
import { auditLog } from '../db/schema';
import { readBytes, readQuery } from '../http/body';
import { parseInput } from '../http/validate';
import { ValidationError } from '../http/errors';
import { clientIp } from '../auth/session.server';
import { invalidateCaches } from '../cache/memo';
import { take, type Limit } from '../limits';
import { apiErrorOf, ApiError, missingScope, unauthorized } from './errors';
import { claim, idempotencyKeyOf, Replay, requestHash, settle } from './idempotency';
import { ipAllowed, keyOfSecret, type ApiKey } from './keys';
import { isWrite, type OpenRoute } from './route';

type Infer<S> = S extends z.ZodType ? z.infer<S> : Record<string, never>;
export type Call<R extends OpenRoute> = { key: ApiKey; params: Infer<R['params']>; query: Infer<R['query']>; body: Infer<R['body']>; ip: string; host: string };
export type WriteOutcome = { result: unknown; audit?: { objectType: string; objectId?: string | number; after?: unknown } };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

/** The key of `Authorization: Bearer <secret>` (401), from an allowed address (403), within its rate (429). */
async function authenticate(context: APIContext, ip: string): Promise<ApiKey> {
  const header = context.request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S{10,200})$/i.exec(header);
  const key = match ? await keyOfSecret(match[1]!) : null;
  if (!key) throw unauthorized();
  if (!ipAllowed(key.ipAllow, ip)) throw new ApiError(403, 'ip_not_allowed', `该 API 密钥不允许从 ${ip} 调用`, { ip });
  const limit: Limit = { name: `api-key-${key.ratePerMinute}`, points: key.ratePerMinute, duration: 60, block: 0, what: 'API 调用' };
  await take(limit, `key:${key.id}`);
  return key;
}

function parseJson(text: string): unknown {
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError({ body: ['请求内容不是有效的 JSON'] });
  }
}

/** A read endpoint: key, scope, params and query checked, the answer as JSON. */
export function openRead<R extends OpenRoute>(route: R, handler: (call: Call<R>) => Promise<unknown>): APIRoute {
  return async (context) => {
    try {
      const ip = clientIp(context);
      const key = await authenticate(context, ip);
      if (!key.scopes.includes(route.scope)) throw missingScope(route.scope);
      const params = (route.params ? parseInput(route.params, context.params) : {}) as Call<R>['params'];
      const query = (route.query ? parseInput(route.query, readQuery(context.url)) : {}) as Call<R>['query'];
      return json(route.status ?? 200, await handler({ key, params, query, body: {} as Call<R>['body'], ip, host: context.url.host }));
    } catch (error) {
      const { status, body } = apiErrorOf(error, `${route.method} ${route.path}`);
      return json(status, body);
    }
  };
}

/**
 * A write endpoint: as a read, plus the Idempotency-Key (a retry gets the first answer, a different
 * body under the same key 409), one transaction for the change, its idempotency record and the audit
 * entry naming the key; the shop's caches are dropped after it commits.
 */
export function openWrite<R extends OpenRoute>(route: R, handler: (call: Call<R>, tx: Tx) => Promise<WriteOutcome>): APIRoute {
  if (!isWrite(route)) throw new Error(`${route.id} is a read`);
  return async (context) => {
    try {
      const ip = clientIp(context);
      const key = await authenticate(context, ip);
      if (!key.scopes.includes(route.scope)) throw missingScope(route.scope);
      const idemKey = idempotencyKeyOf(context.request);
      const text = new TextDecoder().decode(await readBytes(context.request, route.bodyLimit ?? 64 * 1024));
      const hash = requestHash(route.method, context.url.pathname, text);
      const params = (route.params ? parseInput(route.params, context.params) : {}) as Call<R>['params'];
      const schema = route.bodyParse ?? route.body;
      const body = (schema ? parseInput(schema, parseJson(text)) : {}) as Call<R>['body'];
      const status = route.status ?? 200;
      const result = await (
        await db()
      ).transaction(async (tx) => {
        await claim(tx, key.id, idemKey, hash);
        const outcome = await handler({ key, params, query: {} as Call<R>['query'], body, ip, host: context.url.host }, tx);
        await tx.insert(auditLog).values({
          operatorId: null,
          operatorName: `API密钥 ${key.name}（#${key.id}）`,
          action: `api.${route.id}`,
          objectType: outcome.audit?.objectType ?? route.tag,
          objectId: String(outcome.audit?.objectId ?? ''),
          after: (outcome.audit?.after ?? null) as object | null,
          ip,
        });
        await settle(tx, key.id, idemKey, status, outcome.result);
        return outcome.result;
      });
      invalidateCaches();
      return json(status, result);
    } catch (error) {
      if (error instanceof Replay)
        return new Response(JSON.stringify(error.response), {
          status: error.status,
          headers: { 'content-type': 'application/json; charset=utf-8', 'idempotent-replayed': 'true' },
        });
      const { status, body } = apiErrorOf(error, `${route.method} ${route.path}`);
      return json(status, body);
    }
  };
}
