/**
 * A detail page's 组合套餐 (combosContaining, src/server/promotions/zone-goods.ts) read from memory
 * (issue 34) answers as the database does for every part of every package, and a package taken off
 * sale leaves it once the write's invalidation comes (console and ERP writes send it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { goods } from '../../src/server/db/schema';
import { enableCaches, invalidateCaches } from '../../src/server/cache/memo';
import { combosContaining } from '../../src/server/promotions/zone-goods';
import { queryRows } from '../../src/server/db/rows';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  enableCaches(false);
  await t?.teardown();
});

/** The packages on sale holding a goods, as the database has them now (at most six, by id). */
async function fromDb(goodsId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    t.db,
    sql`select c.combo_id as id from goods_combination_items c join goods g on g.id = c.combo_id where c.goods_id = ${goodsId} and g.is_on_sale order by c.combo_id limit 6`,
  );
  return rows.map((r) => Number(r.id));
}

describe(`combinations holding a goods on ${process.env.TEST_DB ?? 'pglite'}`, () => {
  it('equal the database for every part, and a package off sale leaves them after the invalidation', async () => {
    const parts = (await queryRows<{ id: number }>(t.db, sql`select distinct goods_id as id from goods_combination_items order by 1`)).map((r) => Number(r.id));
    expect(parts.length).toBeGreaterThan(0);
    enableCaches();
    for (const part of parts) expect(await combosContaining(part), `part ${part}`).toEqual(await fromDb(part));
    const part = parts[0]!;
    const [combo] = await combosContaining(part);
    expect(combo).toBeDefined();
    await t.db.update(goods).set({ isOnSale: false }).where(eq(goods.id, combo!));
    invalidateCaches();
    expect(await combosContaining(part)).not.toContain(combo);
    expect(await combosContaining(part)).toEqual(await fromDb(part));
    expect(await combosContaining(999_999_999)).toEqual([]);
  });
});
