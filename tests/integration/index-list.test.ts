/**
 * Issue 34: list pages (category, maker and brand filters, every sort, page clamping), their maker,
 * brand and category counts (for lists and keyword searches) and the detail page's related goods are
 * answered from the in-memory index (src/server/catalogue/index-list.ts) exactly as SQL answers them,
 * for a visitor and an approved member (控销 release); and a goods taken off sale leaves a list page
 * before any invalidation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { sqlThenIndex } from '../helpers/sql-then-index';
import { goods } from '../../src/server/db/schema';
import { VISITOR, type Viewer } from '../../src/server/auth/viewer';
import { listGoods } from '../../src/server/catalogue/goods-list';
import { categoryCounts, listFacets } from '../../src/server/catalogue/list-facets';
import { DEFAULT_LIST_PARAMS, SORTS, type ListParams } from '../../src/server/catalogue/list-params';
import { goodsDetail } from '../../src/server/catalogue/goods-detail';
import { enableCaches } from '../../src/server/cache/memo';
import { searchIndex, warmSearchIndex } from '../../src/server/catalogue/search-index';
import { queryRows } from '../../src/server/db/rows';

let t: TestDb;
const APPROVED: Viewer = { storeId: 1, isPassed: true, companyType: '单体药店', province: '浙江省' };
const VIEWERS = [VISITOR, APPROVED];

beforeAll(async () => {
  t = await createTestDb();
});

afterAll(async () => {
  enableCaches(false);
  await t?.teardown();
});

/** The most common values of a goods column (filters that select something), and the top category with sub-categories. */
async function filterValues(): Promise<Partial<ListParams>[]> {
  const top = async (column: string) =>
    (await queryRows<{ v: number }>(t.db, sql.raw(`select ${column} as v from goods where ${column} is not null group by 1 order by count(*) desc, 1 limit 2`))).map((r) =>
      Number(r.v),
    );
  const [categories, makers, brands] = [await top('category_id'), await top('manufacturer_id'), await top('brand_id')];
  const [parent] = await queryRows<{ id: number }>(t.db, sql`select parent_id as id from categories where parent_id is not null group by 1 order by count(*) desc limit 1`);
  return [
    {},
    { select: Number(parent!.id) },
    ...categories.map((select) => ({ select })),
    ...makers.map((manufacturer) => ({ manufacturer })),
    ...brands.map((brand) => ({ brand })),
    { select: Number(parent!.id), manufacturer: makers[0]! },
    { select: 999_999 },
  ];
}

describe(`lists from the index on ${process.env.TEST_DB ?? 'pglite'}`, () => {
  it('pages, totals and clamped page numbers equal SQL for every filter and sort', async () => {
    const filters = await filterValues();
    const cases = VIEWERS.flatMap((viewer) =>
      filters.flatMap((filter) =>
        SORTS.flatMap((sort) =>
          [1, 2, 999].map((page) => {
            const params = { ...DEFAULT_LIST_PARAMS, ...filter, sort, page };
            return [`${JSON.stringify(filter)} ${sort} p${page} ${viewer.storeId ? 'member' : 'visitor'}`, () => listGoods(params, viewer)] as [
              string,
              () => ReturnType<typeof listGoods>,
            ];
          }),
        ),
      ),
    );
    let nonEmpty = 0;
    for (const { name, sql: bySql, index } of await sqlThenIndex(cases)) {
      expect(
        index.list.map((g) => g.id),
        name,
      ).toEqual(bySql.list.map((g) => g.id));
      expect([index.total, index.page, index.last_page, index.sort], name).toEqual([bySql.total, bySql.page, bySql.last_page, bySql.sort]);
      if (bySql.list.length) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(cases.length / 2);
  }, 120_000);

  it('maker, brand and category counts equal SQL for lists and keyword searches', async () => {
    const filters = await filterValues();
    const lists = [...filters, ...['片', '胶囊', 'amxl', '阿莫西林 0.25g', '不存在的药'].flatMap((keywords) => [{ keywords }, { keywords, ...filters[2] }])];
    const cases = VIEWERS.flatMap((viewer) =>
      lists.map((filter) => {
        const params = { ...DEFAULT_LIST_PARAMS, ...filter };
        const label = `${JSON.stringify(filter)} ${viewer.storeId ? 'member' : 'visitor'}`;
        return [label, async () => ({ facets: await listFacets(params, viewer), categories: await categoryCounts(params, viewer) })] as [
          string,
          () => Promise<{ facets: Awaited<ReturnType<typeof listFacets>>; categories: Record<number, number> }>,
        ];
      }),
    );
    for (const { name, sql: bySql, index } of await sqlThenIndex(cases)) expect(index, name).toEqual(bySql);
    expect(cases.length).toBeGreaterThan(20);
  }, 120_000);

  it("a detail page's related goods equal SQL", async () => {
    const ids = (await queryRows<{ id: number }>(t.db, sql`select id from goods where is_on_sale order by id limit 12`)).map((r) => Number(r.id));
    const cases = VIEWERS.flatMap((viewer) =>
      ids.map(
        (id) =>
          [`${id} ${viewer.storeId ? 'member' : 'visitor'}`, async () => (await goodsDetail(id, viewer))?.related.map((g) => g.id) ?? null] as [
            string,
            () => Promise<number[] | null>,
          ],
      ),
    );
    const answers = await sqlThenIndex(cases);
    for (const { name, sql: bySql, index } of answers) expect(index, name).toEqual(bySql);
    expect(answers.some((a) => (a.sql?.length ?? 0) > 0)).toBe(true);
  });

  it('the 销量 sort follows sales counted after the index was built (orders change them with no invalidation)', async () => {
    enableCaches();
    await warmSearchIndex();
    const params = { ...DEFAULT_LIST_PARAMS, sort: 'sales' as const };
    const last = (await listGoods(params, VISITOR)).list.at(-1)!;
    await t.db.update(goods).set({ sales: 10_000_000 }).where(eq(goods.id, last.id));
    expect(searchIndex(), 'the index was not rebuilt').not.toBeNull();
    expect((await listGoods(params, VISITOR)).list[0]!.id).toBe(last.id);
    enableCaches(false);
  });

  it('a goods taken off sale leaves a list page before any invalidation', async () => {
    enableCaches();
    await warmSearchIndex();
    const params = { ...DEFAULT_LIST_PARAMS, sort: 'new' as const };
    const first = await listGoods(params, VISITOR);
    const gone = first.list[0]!.id;
    await t.db.update(goods).set({ isOnSale: false }).where(eq(goods.id, gone));
    expect(searchIndex(), 'no invalidation: the index still holds it').not.toBeNull();
    expect((await listGoods(params, VISITOR)).list.map((g) => g.id)).not.toContain(gone);
    enableCaches(false);
  });
});
