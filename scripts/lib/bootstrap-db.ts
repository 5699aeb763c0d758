import type { DbHandle } from '../../src/server/db/client';
import { migrateDb } from '../../src/server/db/migrate';
import { isDatabaseEmpty, seedDatabase } from '../../src/server/seed/insert';

/** Applies migrations and, on an empty database, loads the demo data. */
export async function bootstrapDb(handle: DbHandle, log: (msg: string) => void = console.log): Promise<void> {
  await migrateDb(handle);
  if (await isDatabaseEmpty(handle.db)) {
    const started = Date.now();
    log('数据库为空，正在生成演示数据… (seeding demo data)');
    await seedDatabase(handle.db);
    log(`演示数据已生成，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`);
  }
}
