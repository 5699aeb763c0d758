/** `npm run db:seed [-- --reset]`: loads demo data into an empty database, or rebuilds it with --reset. */
import { configFromEnv, openDb } from '../src/server/db/client';
import { migrateDb } from '../src/server/db/migrate';
import { isDatabaseEmpty, seedDatabase } from '../src/server/seed/insert';
import { assertDataDirFree } from './lib/data-lock';

const reset = process.argv.includes('--reset');
assertDataDirFree();
const handle = await openDb(configFromEnv());
try {
  await migrateDb(handle);
  if (!reset && !(await isDatabaseEmpty(handle.db))) {
    console.log('数据库已有数据，未做改动。重建演示数据请用 npm run db:seed -- --reset');
  } else {
    const started = Date.now();
    await seedDatabase(handle.db, undefined, { reset });
    console.log(`演示数据已${reset ? '重建' : '生成'}，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`);
  }
} finally {
  await handle.close();
}
