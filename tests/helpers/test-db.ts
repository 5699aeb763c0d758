import { openDb, setDbHandle, type Db, type DbHandle } from '../../src/server/db/client';
import { migrateDb } from '../../src/server/db/migrate';
import * as schema from '../../src/server/db/schema';
import { generateDemoData } from '../../src/server/seed/generate';
import { seedDatabase } from '../../src/server/seed/insert';
import { promotionActivities } from '../../src/server/db/schema';
import { and, eq } from 'drizzle-orm';
import { createScratchDb } from '../../scripts/lib/scratch-db';
import { pgliteTemplate, postgresTemplate, templateRun } from './db-templates';

export type TestDb = DbHandle & { name: string; teardown: () => Promise<void> };

type Recipe = { seed: boolean; goodsCount: number };

/** Migrates the open database and, unless the recipe says not to, seeds the demo data. */
async function prepare(handle: DbHandle, recipe: Recipe): Promise<void> {
  await migrateDb(handle);
  if (recipe.seed) await seedDatabase(handle.db, generateDemoData({ goodsCount: recipe.goodsCount }), {});
}

/** A new PGlite in memory holding a copy of a dumped data dir (the same start parameters as openDb). */
async function pgliteFromDump(dump: Blob): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams ?? [];
  const client = new PGlite({ loadDataDir: dump, startParams: [...defaults, '-c', 'shared_buffers=32MB'] });
  await client.waitReady;
  return { db: drizzle(client, { schema }) as unknown as Db, driver: 'pglite', close: () => client.close() };
}

/**
 * A fresh, migrated database for one test file, on the engine the vitest project names
 * (TEST_DB=pglite → in-memory PGlite; TEST_DB=postgres → a new database on TEST_POSTGRES_URL,
 * dropped afterwards). It becomes the process-wide handle the server modules use.
 * Within a vitest run each recipe (seeded or not, goods count) is migrated and seeded once and
 * copied for every file (tests/helpers/db-templates.ts); the copy is the file's own.
 * The demo's store-wide 满折 (全场94折) takes 6% off nearly every goods, which would change every
 * total asserted by tests of other things: it is switched off unless `storeWideDiscount` is true
 * (the promotions tests turn it on; the e2e demo server keeps it).
 */
export async function createTestDb(options: { goodsCount?: number; seed?: boolean; storeWideDiscount?: boolean } = {}): Promise<TestDb> {
  const engine = process.env.TEST_DB ?? 'pglite';
  const recipe: Recipe = { seed: options.seed !== false, goodsCount: options.goodsCount ?? 400 };
  const recipeName = recipe.seed ? `goods${recipe.goodsCount}` : 'empty';
  const run = templateRun();
  let handle: DbHandle;
  let name = 'memory';
  let dropDatabase = async () => {};
  if (engine === 'postgres') {
    const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://127.0.0.1:5432/test';
    const template = run
      ? await postgresTemplate(adminUrl, run, recipeName, async (url) => {
          const building = await openDb({ databaseUrl: url });
          try {
            await prepare(building, recipe);
          } finally {
            await building.close();
          }
        })
      : undefined;
    const scratch = await createScratchDb(adminUrl, 'yaocai_t', { template, asyncCommit: true });
    name = scratch.name;
    handle = await openDb({ databaseUrl: scratch.url });
    dropDatabase = scratch.drop;
    if (!template) await prepare(handle, recipe);
  } else if (run) {
    const dump = await pgliteTemplate(run, recipeName, async () => {
      const building = await openDb({ dataDir: 'memory://' });
      try {
        await prepare(building, recipe);
        return await (building.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client.dumpDataDir('none');
      } finally {
        await building.close();
      }
    });
    handle = await pgliteFromDump(dump);
  } else {
    handle = await openDb({ dataDir: 'memory://' });
    await prepare(handle, recipe);
  }
  if (recipe.seed && !options.storeWideDiscount)
    await handle.db
      .update(promotionActivities)
      .set({ isEnabled: false })
      .where(and(eq(promotionActivities.kind, 'discount'), eq(promotionActivities.scope, 'all')));
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
