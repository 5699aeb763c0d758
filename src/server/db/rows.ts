import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Runs raw SQL and returns its rows, hiding the drivers' different result shapes (PGlite `{rows}`, postgres-js array). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** The rows of a raw result of either driver. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
