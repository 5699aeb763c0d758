/**
 * GET /readyz: what an instance needs to serve — the database answers, every migration in drizzle/
 * is applied, Redis answers (when REDIS_URL is set), and the process is not shutting down. Each check
 * is bounded (READY_CHECK_MS, default 1 s) so the probe itself never hangs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDbHandle } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/rows';
import { redis, redisEnabled } from '../../src/server/auth/redis';
import { shuttingDown } from '../../src/server/ops/lifecycle';

export type Readiness = { ready: boolean; checks: Record<string, 'ok' | string> };

const LIMIT_MS = Number(process.env.READY_CHECK_MS) > 0 ? Number(process.env.READY_CHECK_MS) : 1_000;
let migrationsSeen = false;

function bounded<T>(work: Promise<T>): Promise<T> {
  const late = new Promise<never>((_resolve, reject) => {
    setTimeout(() => reject(new Error(`no answer in ${LIMIT_MS} ms`)), LIMIT_MS).unref();
  });
  return Promise.race([work, late]);
}

const expectedMigrations = () => (JSON.parse(fs.readFileSync(path.resolve('drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

async function database(): Promise<string> {
  const db = (await getDbHandle()).db;
  if (migrationsSeen) {
    await queryRows(db, sql`select 1`);
    return 'ok';
  }
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const applied = Number(row?.n ?? 0);
  const expected = expectedMigrations();
  if (applied < expected) return `migrations: ${applied} of ${expected} applied`;
  migrationsSeen = true; // applied migrations stay applied: later probes only ask for a round trip
  return 'ok';
}

async function check(work: () => Promise<string>): Promise<string> {
  try {
    return await bounded(work());
  } catch (error) {
    return (error as Error).message || String(error);
  }
}

export async function readiness(): Promise<Readiness> {
  const checks: Record<string, string> = {};
  checks.shutdown = shuttingDown() ? 'shutting down' : 'ok';
  checks.database = await check(database);
  if (redisEnabled()) checks.redis = await check(async () => ((await (await redis()).ping()) === 'PONG' ? 'ok' : 'unexpected answer'));
  return { ready: Object.values(checks).every((v) => v === 'ok'), checks };
}
