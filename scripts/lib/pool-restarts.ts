/**
 * The database pool across PostgreSQL restarts, without the app: workers run plain queries and short
 * transactions through src/server/db/client.ts while PostgreSQL is stopped and started again a few
 * times. Every query must settle (succeed, or fail so its request answers 503) within a few seconds of
 * the database being back. postgres.js 3.4.9 did not: a write queued on a closed connection threw in a
 * timer and left its query pending, a cleared write timer poisoned the connection, and its reconnect
 * backoff (up to 20 s) held queries long after the restart (patches/postgres+3.4.9.patch, and the
 * backoff in openDb).
 */
import { sql } from 'drizzle-orm';
import { openDb } from '../../src/server/db/client';
import type { PrivatePostgres } from './private-services';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The queries still pending STUCK_MS after they started, counted after each restart. */
export async function stuckAcrossRestarts(pg: PrivatePostgres, url: string, rounds = 3, stuckMs = 8_000): Promise<{ ops: number; stuck: number }> {
  const handle = await openDb({ databaseUrl: url, statementTimeoutMs: 3_000 });
  await handle.db.execute(sql`create table pool_restarts (id int primary key, n int not null)`);
  await handle.db.execute(sql`insert into pool_restarts values (1, 0), (2, 0)`);
  const pending = new Map<number, number>();
  let ops = 0;
  let stuck = 0;
  let stop = false;
  const worker = async (k: number) => {
    while (!stop) {
      const id = ++ops;
      pending.set(id, Date.now());
      try {
        if (k % 2) {
          await handle.db.transaction(async (tx) => {
            await tx.execute(sql`select n from pool_restarts where id = 1 for update`);
            await sleep(Math.random() * 20);
            await tx.execute(sql`update pool_restarts set n = n + 1 where id = 1`);
          });
        } else {
          await handle.db.execute(sql`select n, pg_sleep(0.005) from pool_restarts where id = 2`);
        }
      } catch {
        await sleep(5); // the database is away: as a buyer retrying
      }
      pending.delete(id);
    }
  };
  const workers = Array.from({ length: 12 }, (_, k) => worker(k));
  try {
    for (let round = 0; round < rounds; round++) {
      await sleep(1_500);
      await pg.halt();
      await sleep(300 + Math.random() * 700);
      await pg.resume();
      await sleep(3_000);
      stuck = Math.max(stuck, [...pending.values()].filter((at) => Date.now() - at > stuckMs).length);
    }
  } finally {
    stop = true;
    await Promise.race([Promise.all(workers), sleep(stuckMs)]);
    await handle.close().catch(() => {});
  }
  return { ops, stuck: Math.max(stuck, pending.size) };
}
