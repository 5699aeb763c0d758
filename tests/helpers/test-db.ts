import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDb, setDbHandle, type DbHandle } from '../../src/server/db/client';
import { migrateDb } from '../../src/server/db/migrate';
import { generateDemoData } from '../../src/server/seed/generate';
import { seedDatabase } from '../../src/server/seed/insert';
import { promotionActivities } from '../../src/server/db/schema';
import { and, eq } from 'drizzle-orm';

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
    name = `yaocai_t_${randomBytes(5).toString('hex')}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    handle = await openDb({ databaseUrl: url.href });
    dropDatabase = async () => {
      const again = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await again.unsafe(`drop database if exists ${name} with (force)`);
      await again.end();
    };
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
