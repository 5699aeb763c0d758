/**
 * The search engine on the test's database engine (PGlite or PostgreSQL): the SQL ranking equals the
 * reference ranking of src/server/search/ranking.ts, the stored search keys equal their TypeScript
 * mirror, metacharacters are literal, pages are stable and clamped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableColumns, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { goods, manufacturers } from '../../src/server/db/schema';
import { queryRows } from '../../src/server/db/rows';
import { VISITOR, type Viewer } from '../../src/server/auth/viewer';
import { goodsPinyin } from '../../src/server/search/pinyin';
import { listGoods } from '../../src/server/catalogue/goods-list';
import { DEFAULT_LIST_PARAMS, type ListParams } from '../../src/server/catalogue/list-params';
import { parseKeyword, textGrams } from '../../src/server/search/normalize';
import { goodsSearchText, makerTier, rankGoods, type SearchableGoods } from '../../src/server/search/ranking';
import { suggest } from '../../src/server/catalogue/suggest';

let t: TestDb;
type Row = SearchableGoods & { manufacturerId: number; isOnSale: boolean; isControlled: boolean };
let rows: Row[] = [];
let makers: { id: number; name: string; shortName: string; pinyinInitials: string }[] = [];

const APPROVED: Viewer = { storeId: 1, isPassed: true, companyType: '单体药店', province: '浙江省' };

/** Adds goods copied from an existing row with another name (pinyin computed as on every write). */
async function addGoods(name: string, extra: Partial<typeof goods.$inferInsert> = {}): Promise<number> {
  const { id: _id, searchText: _s, searchGrams: _g, ...columns } = getTableColumns(goods);
  const [template] = await t.db.select(columns).from(goods).limit(1);
  const py = goodsPinyin(name, extra.tradeName ?? '');
  const [row] = await t.db
    .insert(goods)
    .values({ ...template, name, tradeName: '', approvalNo: '', isControlled: false, controlRule: null, pinyinFull: py.full, pinyinInitials: py.initials, ...extra })
    .returning({ id: goods.id });
  return row.id;
}

async function loadRows(): Promise<void> {
  rows = await t.db
    .select({
      id: goods.id,
      name: goods.name,
      tradeName: goods.tradeName,
      approvalNo: goods.approvalNo,
      pinyinFull: goods.pinyinFull,
      pinyinInitials: goods.pinyinInitials,
      sales: goods.sales,
      manufacturerId: goods.manufacturerId,
      brandId: goods.brandId,
      spec: goods.spec,
      barcode: goods.barcode,
      isOnSale: goods.isOnSale,
      isControlled: goods.isControlled,
    })
    .from(goods);
  makers = await t.db
    .select({ id: manufacturers.id, name: manufacturers.name, shortName: manufacturers.shortName, pinyinInitials: manufacturers.pinyinInitials })
    .from(manufacturers);
}

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 400 });
  await addGoods('测试100%纯棉签');
  await addGoods('测试_下划线片');
  await addGoods("测试O'Neil胶囊");
  await addGoods('测试反斜杠\\片');
  await addGoods('测试ＡＢＣ全角片', { tradeName: '全角牌' });
  await loadRows();
});
afterAll(async () => {
  await t?.teardown();
});

const visibleToVisitor = () => rows.filter((r) => r.isOnSale && !r.isControlled);

async function allPages(params: Partial<ListParams>, viewer: Viewer = VISITOR, pageSize = 37): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const result = await listGoods({ ...DEFAULT_LIST_PARAMS, ...params, page, pageSize }, viewer);
    ids.push(...result.list.map((g) => g.id));
    if (page >= result.last_page) {
      expect(ids.length).toBe(result.total);
      return ids;
    }
  }
}

describe(`search on ${process.env.TEST_DB}`, () => {
  it('stored search keys equal their TypeScript mirror (folding and grams)', async () => {
    const stored = await queryRows<{ id: number; search_text: string; grams: string }>(
      t.db,
      sql`select id, search_text, array_to_json(search_grams)::text as grams from goods order by id`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(stored.length).toBe(rows.length);
    for (const s of stored) {
      const row = byId.get(Number(s.id))!;
      expect(s.search_text).toBe(goodsSearchText(row));
      expect((JSON.parse(s.grams) as string[]).sort()).toEqual(textGrams(s.search_text));
    }
  });

  const KEYWORDS = [
    '阿莫西林',
    '阿莫西林胶囊',
    'amxl',
    'AMXL',
    'amoxi',
    'a mo xi lin',
    '胶囊',
    '片',
    'gm',
    'ganmao',
    '感冒',
    'h2003',
    '国药准字',
    '头孢 胶囊',
    'xljn',
    'b6',
    '%',
    '_',
    "'",
    '\\',
    '100%',
    "o'neil",
    'ａｂｃ',
    '全角牌',
    '不存在的药品名称',
    'zzzzqqq',
  ];

  it.each(KEYWORDS)('drug search %j returns exactly the reference ranking, page after page', async (keyword) => {
    const query = parseKeyword(keyword)!;
    const expected = rankGoods(visibleToVisitor(), query).map((r) => r.item.id);
    expect(await allPages({ keywords: keyword })).toEqual(expected);
  });

  it('metacharacters are searched literally', async () => {
    const names = async (k: string) => (await listGoods({ ...DEFAULT_LIST_PARAMS, keywords: k, pageSize: 100 }, VISITOR)).list.map((g) => g.name);
    // Specs are searched too (issue 26): 0.1%*5ml holds a % as literally.
    const percent = visibleToVisitor().filter((r) => r.name.includes('%') || r.spec!.includes('%'));
    expect(percent.map((r) => r.name)).toContain('测试100%纯棉签');
    expect((await names('%')).sort()).toEqual(percent.map((r) => r.name).sort());
    expect(await names('_')).toEqual(['测试_下划线片']);
    expect(await names("'")).toEqual(["测试O'Neil胶囊"]);
    expect(await names('\\')).toEqual(['测试反斜杠\\片']);
    expect(await names("'; drop table goods; --")).toEqual([]);
  });

  it('manufacturer search (type 2) returns the goods of matching manufacturers by manufacturer tier', async () => {
    const maker = makers.find((m) => rows.some((r) => r.manufacturerId === m.id && r.isOnSale && !r.isControlled))!;
    for (const keyword of [maker.shortName, maker.pinyinInitials.slice(0, 3), maker.shortName.slice(0, 2), '制药']) {
      const query = parseKeyword(keyword)!;
      const tierOf = new Map(makers.map((m) => [m.id, makerTier(m, query)]));
      const expected = visibleToVisitor()
        .filter((r) => tierOf.get(r.manufacturerId) !== null)
        .sort((a, b) => tierOf.get(a.manufacturerId)! - tierOf.get(b.manufacturerId)! || b.sales - a.sales || a.id - b.id)
        .map((r) => r.id);
      expect(await allPages({ keywords: keyword, type: 2 }, VISITOR, 50)).toEqual(expected);
    }
  });

  it('pages are clamped: below 1 is the first page, past the end the last', async () => {
    const first = await listGoods({ ...DEFAULT_LIST_PARAMS, keywords: '胶囊', page: 1 }, VISITOR);
    expect((await listGoods({ ...DEFAULT_LIST_PARAMS, keywords: '胶囊', page: -3 }, VISITOR)).list).toEqual(first.list);
    const past = await listGoods({ ...DEFAULT_LIST_PARAMS, keywords: '胶囊', page: 9999 }, VISITOR);
    expect(past.page).toBe(first.last_page);
    expect(past.list.length).toBeGreaterThan(0);
    const none = await listGoods({ ...DEFAULT_LIST_PARAMS, keywords: '不存在的药品名称', page: 5 }, VISITOR);
    expect(none).toMatchObject({ total: 0, page: 1, last_page: 1, list: [] });
    const plain = await listGoods({ ...DEFAULT_LIST_PARAMS, page: 10_000 }, VISITOR);
    expect(plain.page).toBe(plain.last_page);
  });

  it('controlled-sales goods are found only by the buyers they are released to', async () => {
    const controlled = rows.find((r) => r.isControlled && r.isOnSale)!;
    await t.db
      .update(goods)
      .set({ controlRule: { companyTypes: ['诊所'], provinces: [] } })
      .where(sql`id = ${controlled.id}`);
    const find = async (viewer: Viewer) => (await listGoods({ ...DEFAULT_LIST_PARAMS, keywords: controlled.name, pageSize: 100 }, viewer)).list.map((g) => g.id);
    expect(await find(VISITOR)).not.toContain(controlled.id);
    expect(await find(APPROVED)).not.toContain(controlled.id);
    expect(await find({ ...APPROVED, companyType: '诊所' })).toContain(controlled.id);
  });

  it('suggestions: at most 10 names, best first, with highlight ranges; amxl finds 阿莫西林', async () => {
    const result = await suggest('amxl', 1, VISITOR);
    expect(result.list.length).toBeGreaterThan(0);
    expect(result.list.length).toBeLessThanOrEqual(10);
    expect(result.list[0].text.startsWith('阿莫西林')).toBe(true);
    expect(result.list[0].highlight).toEqual([{ start: 0, end: 4 }]);
    expect(result.list.every((s) => s.match === 'initials' || s.match === 'substring')).toBe(true);
    const names = new Set(rankGoods(visibleToVisitor(), parseKeyword('amxl')!).map((r) => r.item.name));
    expect(result.list.every((s) => names.has(s.keywords))).toBe(true);
    expect((await suggest('片', 1, VISITOR)).list).toHaveLength(10);
    expect(await suggest('   ', 1, VISITOR)).toEqual({ keywords: '', type: 1, list: [] });
    // Issue 26: a wrong homophone finds nothing, so the suggestions are those of the close spelling.
    expect((await suggest('伏隔列波糖片', 1, VISITOR)).list[0]?.keywords).toBe('伏格列波糖片');
    const trade = await suggest('全角牌', 1, VISITOR);
    expect(trade.list[0]).toMatchObject({ text: '测试ＡＢＣ全角片（全角牌）', keywords: '测试ＡＢＣ全角片', match: 'trade' }); // trade names rank below name prefixes
  });

  it('manufacturer suggestions name manufacturers with visible goods', async () => {
    const maker = makers.find((m) => rows.some((r) => r.manufacturerId === m.id && r.isOnSale && !r.isControlled))!;
    const result = await suggest(maker.shortName, 2, VISITOR);
    expect(result.list[0]).toMatchObject({ id: maker.id, text: maker.name, type: 2, match: 'exact' });
    expect(result.list[0].count).toBe(visibleToVisitor().filter((r) => r.manufacturerId === maker.id).length);
  });
});
