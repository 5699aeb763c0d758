/**
 * The in-memory search index (src/server/catalogue/search-index.ts) answers keyword searches exactly
 * as the SQL ranking does — same goods, same order, same (capped) total, same suggestions — for broad
 * and narrow words, visitors and approved members (控销 release), a capped walk stopped early included;
 * and a write through the app (invalidateCaches) is never answered from an index built before it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { sqlThenIndex } from '../helpers/sql-then-index';
import { goods } from '../../src/server/db/schema';
import { VISITOR, type Viewer } from '../../src/server/auth/viewer';
import { listGoods } from '../../src/server/catalogue/goods-list';
import { DEFAULT_LIST_PARAMS } from '../../src/server/catalogue/list-params';
import { suggest } from '../../src/server/catalogue/suggest';
import { enableCaches, invalidateCaches } from '../../src/server/cache/memo';
import { searchIndex, warmSearchIndex } from '../../src/server/catalogue/search-index';
import { indexedTier, indexQuery, rankFromIndex, visibleTo, type SearchIndex } from '../../src/server/catalogue/search-index-walk';
import type { SearchQuery } from '../../src/server/search/normalize';
import { resolveKeyword } from '../../src/server/catalogue/search-terms';
import { TIER_COUNT } from '../../src/server/search/ranking';

let t: TestDb;
const APPROVED: Viewer = { storeId: 1, isPassed: true, companyType: '单体药店', province: '浙江省' };
const WORDS = ['片', '胶', '胶囊', '颗粒', '注射', '丸', 'amxl', 'a', '阿莫西林', '维生素c', '不存在的药'];
// Issue 26: several terms, specs written any way, makers (full and short) and brands, barcodes, aliases, near misses.
const TERMS = [
  '阿莫西林胶囊 0.25g',
  'amxl 0.25',
  '布洛芬缓释胶囊0.3g*24粒',
  '布洛芬缓释胶囊 0.3克×24粒',
  '沈阳天源制药有限公司',
  '天源布洛芬',
  '片 天源',
  '药业 制药',
  '扑热息痛',
  'vc',
  '阿莫希林',
  '6955430000011',
  '国药准字h20005081',
  // Ranking on the whole query: the name term wherever it stands, the maker tier, trade names.
  '0.25g 阿莫西林',
  '天源 头孢',
  '头孢 天源',
  '宏宇 医用',
  '医用',
  '感冒灵 华润',
  '硝苯地平控释片 30mg',
  '新乐',
];

// Capped totals (over 1,000 matches) need thousands of goods; the same SQL runs on both engines, so they are
// checked on PostgreSQL. PGlite (where the index loads through session-prepared statements) shares the
// 400-goods template of the other PGlite files instead of seeding 3,000 goods for this file alone (~50 s).
const ON_POSTGRES = process.env.TEST_DB === 'postgres';

beforeAll(async () => {
  t = await createTestDb({ goodsCount: ON_POSTGRES ? 3000 : 400 });
}, 300_000);

afterAll(async () => {
  enableCaches(false);
  await t?.teardown();
});

describe(`search index on ${process.env.TEST_DB ?? 'pglite'}`, () => {
  it('ranks, pages and counts exactly as SQL does', async () => {
    const cases = [VISITOR, APPROVED].flatMap((viewer) =>
      [...WORDS, ...TERMS].flatMap((keywords) =>
        [1, 3].map(
          (page) =>
            [`${keywords} p${page} ${viewer.storeId ? 'member' : 'visitor'}`, () => listGoods({ ...DEFAULT_LIST_PARAMS, keywords, page }, viewer)] as [
              string,
              () => ReturnType<typeof listGoods>,
            ],
        ),
      ),
    );
    for (const { name, sql, index } of await sqlThenIndex(cases)) {
      expect(
        index.list.map((g) => g.id),
        name,
      ).toEqual(sql.list.map((g) => g.id));
      expect([index.total, index.page, index.last_page, index.total_capped, index.search_notice], name).toEqual([
        sql.total,
        sql.page,
        sql.last_page,
        sql.total_capped,
        sql.search_notice,
      ]);
    }
  }, 300_000);

  it('suggests exactly as SQL does', async () => {
    const cases = [VISITOR, APPROVED].flatMap((viewer) =>
      [...WORDS, ...TERMS].map(
        (keywords) => [`${keywords} ${viewer.storeId ? 'member' : 'visitor'}`, () => suggest(keywords, 1, viewer)] as [string, () => ReturnType<typeof suggest>],
      ),
    );
    for (const { name, sql, index } of await sqlThenIndex(cases)) expect(index, name).toEqual(sql);
  }, 300_000);

  it.runIf(ON_POSTGRES)('counts a plain list in full (only a search total is capped at 1000)', async () => {
    expect((await listGoods({ ...DEFAULT_LIST_PARAMS }, VISITOR)).total).toBeGreaterThan(1000);
  });

  it('stops a capped walk early without changing the page or the total', async () => {
    // The plain walk over every row (index order: sales desc, id): each tier's first matches, all counted up to cap + 1.
    const reference = (index: SearchIndex, query: SearchQuery, viewer: Viewer, offset: number, limit: number, cap: number) => {
      const q = indexQuery(query);
      const tiers: number[][] = Array.from({ length: TIER_COUNT }, () => []);
      let total = 0;
      for (const g of index.rows) {
        const tier = indexedTier(g.text, q, g.makerId, g.brandId);
        if (tier === null || !visibleTo(g, viewer)) continue;
        if (total <= cap) total++;
        if (tiers[tier]!.length < offset + limit) tiers[tier]!.push(g.id);
      }
      return { ids: tiers.flat().slice(offset, offset + limit), total };
    };
    enableCaches();
    await warmSearchIndex();
    const index = searchIndex()!;
    for (const viewer of [VISITOR, APPROVED]) {
      for (const keywords of [...WORDS, 'h', '1', 'zs', '片 a', ...TERMS]) {
        const query = (await resolveKeyword(keywords))!;
        for (const [offset, limit, cap] of [
          [0, 20, 10],
          [20, 20, 30],
          [0, 20, 1000],
          [40, 20, 1000],
          [0, 10, 0],
        ] as const) {
          expect(rankFromIndex(index, query, viewer, offset, limit, cap), `${keywords} ${offset} ${limit} ${cap}`).toEqual(reference(index, query, viewer, offset, limit, cap));
        }
      }
    }
    enableCaches(false);
  });

  it('a goods taken off sale through the app leaves the results at once', async () => {
    enableCaches();
    await warmSearchIndex();
    const first = await listGoods({ ...DEFAULT_LIST_PARAMS, keywords: '片' }, VISITOR);
    const top = first.list[0]!.id;
    await t.db.update(goods).set({ isOnSale: false }).where(eq(goods.id, top));
    // Even before the app's invalidation, the rows are read back with the visibility rule.
    expect((await listGoods({ ...DEFAULT_LIST_PARAMS, keywords: '片' }, VISITOR)).list.map((g) => g.id)).not.toContain(top);
    invalidateCaches();
    expect(searchIndex()).toBeNull(); // built before the write: not used (SQL answers until rebuilt)
    expect((await listGoods({ ...DEFAULT_LIST_PARAMS, keywords: '片' }, VISITOR)).list.map((g) => g.id)).not.toContain(top);
    await warmSearchIndex();
    expect((await listGoods({ ...DEFAULT_LIST_PARAMS, keywords: '片' }, VISITOR)).list.map((g) => g.id)).not.toContain(top);
    enableCaches(false);
  });

  it('a goods renamed so it no longer matches leaves the results before any invalidation', async () => {
    enableCaches();
    await warmSearchIndex();
    const top = (await listGoods({ ...DEFAULT_LIST_PARAMS, keywords: '片' }, VISITOR)).list[0]!.id;
    await t.db.update(goods).set({ name: '改名的药', tradeName: '', approvalNo: '', spec: '100ml' }).where(eq(goods.id, top));
    expect(searchIndex()).not.toBeNull(); // no invalidation: the index still ranks it, the read-back drops it
    expect((await listGoods({ ...DEFAULT_LIST_PARAMS, keywords: '片' }, VISITOR)).list.map((g) => g.id)).not.toContain(top);
    enableCaches(false);
  });
});
