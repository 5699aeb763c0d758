import { sql } from 'drizzle-orm';
import type { DbHandle } from '../../src/server/db/client';
import { migrateDb } from '../../src/server/db/migrate';
import { isDatabaseEmpty, seedDatabase } from '../../src/server/seed/insert';

/**
 * Applies migrations and, on an empty database, loads the demo data. On PostgreSQL several
 * instances may start at once (`npm run start:cluster`, a rolling deploy): a transaction-scoped
 * advisory lock, held on one pooled connection while the work runs on the others, lets one of
 * them migrate and seed while the rest wait and then find the work done.
 */
export async function bootstrapDb(handle: DbHandle, log: (msg: string) => void = console.log): Promise<void> {
  if (handle.driver !== 'postgres') return bootstrapLocked(handle, log);
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK})`);
    await bootstrapLocked(handle, log);
  });
}

/** Any fixed 64-bit key, the same in every instance ("yaocai bootstrap"). */
const BOOTSTRAP_LOCK = 7_261_803_342_017;

async function bootstrapLocked(handle: DbHandle, log: (msg: string) => void): Promise<void> {
  await migrateDb(handle);
  if (await isDatabaseEmpty(handle.db)) {
    const started = Date.now();
    log('数据库为空，正在生成演示数据… (seeding demo data)');
    await seedDatabase(handle.db);
    log(`演示数据已生成，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`);
  }
}
