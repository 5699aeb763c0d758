import { eq, lt, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { authSessions } from '../db/schema';
import { queryRows } from '../db/rows';
import { sessionMaxMs } from './config';
import { redis, redisEnabled } from './redis';
import { SessionStoreDown } from '../ops/unavailable';

/**
 * The Astro session driver (astro.config.mjs `session.driver`). It decides at run time, not at
 * build time: Redis when REDIS_URL is set (several app instances share sessions), else the
 * `auth_sessions` table of the app's own database (PostgreSQL or the embedded PGlite).
 * Stored sessions expire after SESSION_MAX_HOURS; the idle and absolute timeouts of a login
 * are enforced on top of that in ./session.ts.
 */
export type SessionDriver = {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: unknown): Promise<void>;
  removeItem(key: string): Promise<void>;
};

const REDIS_PREFIX = 'yaocai:sess:';

function text(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Redis away: the request is answered 503 (src/server/ops/unavailable.ts) instead of looking logged out. */
async function storeCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new SessionStoreDown('会话存储 (Redis) 无法访问', { cause: error });
  }
}

export function redisSessionDriver(): SessionDriver {
  return {
    async getItem(key) {
      return storeCall(async () => (await redis()).get(REDIS_PREFIX + key));
    },
    async setItem(key, value) {
      await storeCall(async () => (await redis()).set(REDIS_PREFIX + key, text(value), 'PX', sessionMaxMs()));
    },
    async removeItem(key) {
      await storeCall(async () => (await redis()).del(REDIS_PREFIX + key));
    },
  };
}

export function databaseSessionDriver(): SessionDriver {
  let writes = 0;
  return {
    async getItem(key) {
      const rows = await queryRows<{ data: string }>(
        await db(),
        sql`
        select data from ${authSessions} where id = ${key} and expires_at > now()`,
      );
      return rows[0]?.data ?? null;
    },
    async setItem(key, value) {
      const conn = await db();
      const expiresAt = new Date(Date.now() + sessionMaxMs());
      await conn
        .insert(authSessions)
        .values({ id: key, data: text(value), expiresAt })
        .onConflictDoUpdate({ target: authSessions.id, set: { data: text(value), expiresAt } });
      if (++writes % 200 === 1) await conn.delete(authSessions).where(lt(authSessions.expiresAt, new Date()));
    },
    async removeItem(key) {
      await (await db()).delete(authSessions).where(eq(authSessions.id, key));
    },
  };
}

/** Picks the storage for this process from the environment. */
export default function sessionDriver(): SessionDriver {
  return redisEnabled() ? redisSessionDriver() : databaseSessionDriver();
}
