import path from 'node:path';
import type { DbHandle } from './client';

/** Applies the checked-in drizzle-kit migrations (./drizzle) to the open database. */
export async function migrateDb(handle: DbHandle, migrationsFolder = path.resolve('drizzle')): Promise<void> {
  if (handle.driver === 'postgres') {
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  }
}
