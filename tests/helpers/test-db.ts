import { openDb, setDbHandle, type DbHandle } from '../../src/server/db/client';
import { migrateDb } from '../../src/server/db/migrate';
import { generateDemoData } from '../../src/server/seed/generate';
import { seedDatabase } from '../../src/server/seed/insert';
import { promotionActivities } from '../../src/server/db/schema';
import { and, eq } from 'drizzle-orm';
import { createScratchDb } from '../../scripts/lib/scratch-db';

export type TestDb = DbHandle & { name: string; teardown: () => Promise<void> };

/**
 * A fresh, migrated database for one test file, on the engine the vitest project names
 * (TEST_DB=pglite → in-memory PGlite; TEST_DB=postgres → a new database on TEST_POSTGRES_URL,
 * dropped afterwards). It becomes the process-wide handle the server modules use.
 * The demo's store-wide 满折 (全场94折) takes 6% off nearly every goods, which would change every
 * total asserted by tests of other things: it is switched off unless `storeWideDiscount` is true
 * (the promotions tests turn it on; the e2e demo server keeps it).
 */
export async function createTestDb(options: { goodsCount?: number; seed?: boolean; storeWideDiscount?: boolean } = {}): Promise<TestDb> {
  const engine = process.env.TEST_DB ?? 'pglite';
  let handle: DbHandle;
  let name = 'memory';
  let dropDatabase = async () => {};
  if (engine === 'postgres') {
    const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://127.0.0.1:5432/test';
    const scratch = await createScratchDb(adminUrl, 'yaocai_t');
    name = scratch.name;
    handle = await openDb({ databaseUrl: scratch.url });
    dropDatabase = scratch.drop;
  } else {
    handle = await openDb({ dataDir: 'memory://' });
  }
  await migrateDb(handle);
  if (options.seed !== false) {
    await seedDatabase(handle.db, generateDemoData({ goodsCount: options.goodsCount ?? 400 }), {});
    if (!options.storeWideDiscount)
      await handle.db
        .update(promotionActivities)
        .set({ isEnabled: false })
        .where(and(eq(promotionActivities.kind, 'discount'), eq(promotionActivities.scope, 'all')));
  }
  setDbHandle(handle);
  return {
    ...handle,
    name,
    teardown: async () => {
      setDbHandle(undefined);
      await handle.close();
      await dropDatabase();
    },
  };
}
