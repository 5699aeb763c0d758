/**
 * The operations tests' shop (test:rolling, test:restore, test:faults): migrated and seeded with the
 * demo recipe at OPS_GOODS goods before the app starts, so the app finds the work done. What those
 * tests prove (no failed request in a rolling restart, a backup under load restores, each fault's
 * answer) needs four plain goods and the pages, not the demo's 6,000 goods, whose seeding took
 * 15–20 s of each test's start-up (100 goods: ~2 s on PostgreSQL, ~4 s on PGlite, plus migrations).
 * The backup figures of the full demo data come from `npm run bench:backup`.
 */
import { openDb, type DbConfig, type DbHandle } from '../../src/server/db/client';
import { migrateDb } from '../../src/server/db/migrate';
import { generateDemoData } from '../../src/server/seed/generate';
import { seedDatabase } from '../../src/server/seed/insert';

export const OPS_GOODS = 100;

/**
 * Migrates and seeds the (empty) database of `config` (a PostgreSQL URL or a PGlite data directory),
 * then runs `then` on it while it is open (opening PGlite costs seconds).
 */
export async function seedShop<T>(config: Pick<DbConfig, 'databaseUrl' | 'dataDir'>, goodsCount = OPS_GOODS, then?: (handle: DbHandle) => Promise<T>): Promise<T | undefined> {
  const handle = await openDb({ ...config, statementTimeoutMs: 0 });
  try {
    await migrateDb(handle);
    await seedDatabase(handle.db, generateDemoData({ goodsCount }));
    return await then?.(handle);
  } finally {
    await handle.close();
  }
}
