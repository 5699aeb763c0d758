import { configFromEnv, openDb } from '../src/server/db/client';
import { migrateDb } from '../src/server/db/migrate';
import { assertDataDirFree } from './lib/data-lock';

assertDataDirFree();
const handle = await openDb(configFromEnv());
await migrateDb(handle);
await handle.close();
console.log('迁移完成 (migrations applied)');
