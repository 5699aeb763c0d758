import { expect } from 'vitest';
import { enableCaches } from '../../src/server/cache/memo';
import { searchIndex, warmSearchIndex } from '../../src/server/catalogue/search-index';

/**
 * Every case answered by SQL (caches off), then every case by the in-memory search index (built once:
 * enabling the caches clears them, so building it per case would cost a rebuild each time); the
 * answers side by side, and the index must have answered every case (no rebuild in between).
 */
export async function sqlThenIndex<T>(cases: [string, () => Promise<T>][]): Promise<{ name: string; sql: T; index: T }[]> {
  enableCaches(false);
  const bySql: T[] = [];
  for (const [, run] of cases) bySql.push(await run());
  enableCaches();
  await warmSearchIndex();
  const built = searchIndex();
  expect(built).not.toBeNull();
  const byIndex: T[] = [];
  for (const [, run] of cases) byIndex.push(await run());
  expect(searchIndex(), 'the index answered every case').toBe(built);
  enableCaches(false);
  return cases.map(([name], i) => ({ name, sql: bySql[i]!, index: byIndex[i]! }));
}
