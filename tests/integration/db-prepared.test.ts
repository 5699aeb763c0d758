/**
 * The statements built once (src/server/db/prepared.ts) run on the connection they are given: inside
 * a transaction they see its uncommitted rows and roll back with it, on the pool they do not; the
 * statement logger of that connection sees them; array placeholders work on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { openDb } from '../../src/server/db/client';
import { prepared, preparedSql } from '../../src/server/db/prepared';
import { shippingRules } from '../../src/server/db/schema';

const ruleOf = prepared((db) =>
  db
    .select({ amount: shippingRules.shippingAmount })
    .from(shippingRules)
    .where(eq(shippingRules.province, sql.placeholder('province')))
    .prepare('test_rule_of'),
);
const setRule = prepared((db) =>
  db
    .update(shippingRules)
    .set({ shippingAmount: sql`${sql.placeholder('amount')}` })
    .where(eq(shippingRules.province, sql.placeholder('province')))
    .returning({ amount: shippingRules.shippingAmount })
    .prepare('test_set_rule'),
);
const among = preparedSql<{ x: number }>('test_among', sql`select x from unnest(${sql.placeholder('ids')}::int[]) x order by x`);

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ seed: false });
  await t.db.insert(shippingRules).values({ province: '测试省', shippingAmount: 100, noTransOrderAmount: 0 });
});
afterAll(async () => {
  await t?.teardown();
});

describe(`prepared statements on ${process.env.TEST_DB}`, () => {
  it('run inside the transaction they are given and roll back with it', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        expect(await setRule(tx).execute({ amount: 200, province: '测试省' })).toEqual([{ amount: 200 }]);
        expect(await ruleOf(tx).execute({ province: '测试省' })).toEqual([{ amount: 200 }]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await ruleOf(t.db).execute({ province: '测试省' })).toEqual([{ amount: 100 }]);
    await t.db.transaction(async (tx) => {
      await setRule(tx).execute({ amount: 300, province: '测试省' });
    });
    expect(await ruleOf(t.db).execute({ province: '测试省' })).toEqual([{ amount: 300 }]);
  });

  it('log through the logger of the connection that runs them, and take arrays (raw SQL too)', async () => {
    const seen: string[] = [];
    // A second handle (this file's database again on PostgreSQL) with its own statement logger.
    const url = new URL(process.env.TEST_POSTGRES_URL ?? 'postgres://127.0.0.1:5432/test');
    url.pathname = `/${t.name}`;
    const onQuery = (q: string) => seen.push(q);
    const other = await openDb(t.driver === 'postgres' ? { databaseUrl: url.href, onQuery } : { dataDir: 'memory://', onQuery });
    try {
      expect(await among(other.db, { ids: [3, 1, 2] })).toEqual([{ x: 1 }, { x: 2 }, { x: 3 }]);
      expect(await other.db.transaction((tx) => among(tx, { ids: [] }))).toEqual([]);
      expect(seen.filter((q) => q.includes('unnest'))).toHaveLength(2);
      expect(await among(t.db, { ids: [5] })).toEqual([{ x: 5 }]);
      expect(seen.filter((q) => q.includes('unnest'))).toHaveLength(2);
    } finally {
      await other.close();
    }
  });
});
