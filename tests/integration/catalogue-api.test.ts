/**
 * Every catalogue API of issue 3 through its endpoint handler (as a visitor: these contexts carry no
 * session), and the member-only answers through the server modules with Viewer objects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { APIRoute } from 'astro';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { brands, categories, goods, goodsTags, tags } from '../../src/server/db/schema';
import { VISITOR, type Viewer } from '../../src/server/auth/viewer';
import { categoryIndex } from '../../src/server/catalogue/categories';
import { goodsDetail } from '../../src/server/catalogue/goods-detail';
import { listGoods } from '../../src/server/catalogue/goods-list';
import { categoryCounts } from '../../src/server/catalogue/list-facets';
import { DEFAULT_LIST_PARAMS } from '../../src/server/catalogue/list-params';
import { brandDetail, controlledAds, controlledGroups, controlledZone } from '../../src/server/catalogue/zones';
import { GET as search } from '../../src/pages/api/goods/search';
import { GET as hot } from '../../src/pages/api/goods/hot';
import { GET as list } from '../../src/pages/api/goods/list';
import { GET as fl } from '../../src/pages/api/goods/fl';
import { GET as detail } from '../../src/pages/api/goods/detail/[id]';
import { GET as brand } from '../../src/pages/api/focus/brand/[id]';
import { GET as ppzq } from '../../src/pages/api/focus/ppzq';
import { GET as yx } from '../../src/pages/api/focus/yx';
import { GET as zyzq } from '../../src/pages/api/focus/zyzq';
import { GET as kxzq } from '../../src/pages/api/focus/kxzq';
import { GET as newKxzq } from '../../src/pages/api/focus/new_kxzq';
import { GET as kxzqAd } from '../../src/pages/api/focus/kxzq_ad';
import { GET as xrtj } from '../../src/pages/api/focus/xrtj';
import { GET as wntj } from '../../src/pages/api/index_wntj/[id]';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ goodsCount: 600 });
});
afterAll(async () => {
  await t?.teardown();
});

const APPROVED: Viewer = { storeId: 1, isPassed: true, companyType: '单体药店', province: '浙江省' };
const PENDING: Viewer = { ...APPROVED, isPassed: false };

type Body = { code: number; msg?: string; message?: string; data: any; errors?: Record<string, string[]> };
async function call(handler: APIRoute, path: string, params: Record<string, string> = {}): Promise<{ status: number; body: Body }> {
  const url = new URL(`http://127.0.0.1${path}`);
  const response = await handler({ request: new Request(url), url, params } as never);
  return { status: response.status, body: await response.json() };
}

const hidesPrices = (g: any) => g.base_price === null && g.price_notice === '登录可见' && g.ladder_price.length === 0 && g.xg_number === null;

describe(`catalogue APIs on ${process.env.TEST_DB}`, () => {
  it('GET /api/goods/search: suggestions with highlights; empty keyword none; over 50 characters 422', async () => {
    const res = await call(search, '/api/goods/search?keywords=amxl&type=1');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(10000);
    expect(res.body.data.list[0]).toMatchObject({ keywords: expect.stringMatching(/^阿莫西林/), type: 1, highlight: [{ start: 0, end: 4 }] });
    expect(res.body.data.list.length).toBeLessThanOrEqual(10);
    expect((await call(search, '/api/goods/search?keywords=%20%20')).body.data.list).toEqual([]);
    const long = await call(search, `/api/goods/search?keywords=${encodeURIComponent('阿'.repeat(51))}`);
    expect(long.status).toBe(422);
    expect(long.body).toMatchObject({ code: 422, message: '搜索关键词不能超过50个字', errors: { keywords: ['搜索关键词不能超过50个字'] } });
    expect((await call(search, `/api/goods/search?keywords=${encodeURIComponent(` ${'阿'.repeat(50)} `)}`)).status).toBe(200);
    const makers = await call(search, `/api/goods/search?keywords=${encodeURIComponent('制药')}&type=2`);
    expect(makers.body.data.list.length).toBeGreaterThan(0);
    expect(makers.body.data.list.every((s: any) => s.type === 2 && typeof s.id === 'number')).toBe(true);
    for (const k of ['%', '_', "'", '\\']) expect((await call(search, `/api/goods/search?keywords=${encodeURIComponent(k)}`)).status).toBe(200);
  });

  it('GET /api/goods/hot: the hot words', async () => {
    const res = await call(hot, '/api/goods/hot');
    expect(res.body.code).toBe(10000);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((w: unknown) => typeof w === 'string')).toBe(true);
  });

  it('GET /api/goods/list: page with total; visitors see no prices; clamped pages; 422 for long keywords', async () => {
    const res = await call(list, '/api/goods/list?page=2&page_size=10');
    expect(res.body.data).toMatchObject({ page: 2, page_size: 10, sort: 'default' });
    expect(res.body.data.list).toHaveLength(10);
    expect(res.body.data.list.every(hidesPrices)).toBe(true);
    const { total, last_page: last } = res.body.data;
    expect(last).toBe(Math.ceil(total / 10));
    for (const page of ['0', '-7', 'abc', '1.5', '99999999999']) {
      const clamped = await call(list, `/api/goods/list?page=${page}&page_size=10`);
      expect(clamped.status).toBe(200);
      expect([1, last]).toContain(clamped.body.data.page);
    }
    expect((await call(list, '/api/goods/list?page=100000&page_size=10')).body.data.page).toBe(last);
    expect((await call(list, `/api/goods/list?keywords=${'x'.repeat(51)}`)).status).toBe(422);
    const facets = await call(list, '/api/goods/list?facets=1');
    expect(facets.body.data.facets.manufacturers.length).toBeGreaterThan(0);
  });

  it('category counts of a search add up to its total, and each matches the list filtered by that category', async () => {
    const params = { ...DEFAULT_LIST_PARAMS, keywords: '感冒' };
    const counts = await categoryCounts(params, VISITOR);
    const total = (await listGoods(params, VISITOR)).total;
    expect(total).toBeGreaterThan(0);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(total);
    const [id, n] = Object.entries(counts)[0]!;
    expect((await listGoods({ ...params, select: Number(id) }, VISITOR)).total).toBeGreaterThanOrEqual(n);
  });

  it('GET /api/goods/list filters: category with its sub-categories, free shipping, zone, manufacturer, brand, tag, stock', async () => {
    const index = await categoryIndex();
    const [top] = await t.db
      .select()
      .from(categories)
      .where(sql`parent_id is null`)
      .limit(1);
    const allowed = new Set(index.descendants(top.id));
    const byCategory = await call(list, `/api/goods/list?select=${top.id}&page_size=100`);
    expect(byCategory.body.data.total).toBeGreaterThan(0);
    expect(byCategory.body.data.list.every((g: any) => allowed.has(g.category_id))).toBe(true);

    const free = (await call(list, '/api/goods/list?yx=1&page_size=100')).body.data;
    expect(free.total).toBeGreaterThan(0);
    expect(free.list.every((g: any) => g.is_free_shipping === 1 || g.is_dpby === 1)).toBe(true);

    const herbal = (await call(list, '/api/goods/list?kind=herbal&page_size=100')).body.data;
    expect(herbal.list.every((g: any) => g.kind === 'herbal')).toBe(true);

    const first = free.list[0];
    const byMaker = (await call(list, `/api/goods/list?manufacturer=${first.manufacturer_id}&page_size=100`)).body.data;
    expect(byMaker.list.every((g: any) => g.manufacturer_id === first.manufacturer_id)).toBe(true);

    const [someBrand] = await t.db
      .select()
      .from(brands)
      .where(sql`exists (select 1 from goods g where g.brand_id = brands.id and not g.is_controlled)`)
      .limit(1);
    const byBrand = (await call(list, `/api/goods/list?brand=${someBrand.id}&page_size=100`)).body.data;
    expect(byBrand.total).toBeGreaterThan(0);
    expect(byBrand.list.every((g: any) => g.brand_id === someBrand.id)).toBe(true);

    const [special] = await t.db.select().from(tags).where(eq(tags.name, '特'));
    const tagged = new Set((await t.db.select().from(goodsTags).where(eq(goodsTags.tagId, special.id))).map((r) => r.goodsId));
    const byTag = (await call(list, `/api/goods/list?tag=${special.id}&page_size=100`)).body.data;
    expect(byTag.list.every((g: any) => tagged.has(g.id))).toBe(true);

    const inStock = (await call(list, '/api/goods/list?stock=1&page_size=100')).body.data;
    expect(inStock.list.every((g: any) => g.number > 0 && g.is_buy === 1)).toBe(true);

    const none = (await call(list, '/api/goods/list?select=999999')).body.data;
    expect(none).toMatchObject({ total: 0, list: [], page: 1, last_page: 1 });
  });

  it('GET /api/goods/list sorts: sales, newest; price sorts and filters only for viewers who see prices', async () => {
    const sales = (await call(list, '/api/goods/list?sort=sales&page_size=50')).body.data.list.map((g: any) => g.sales);
    expect(sales).toEqual([...sales].sort((a: number, b: number) => b - a));
    const visitorPrice = (await call(list, '/api/goods/list?sort=price_asc&price_min=1000')).body.data;
    expect(visitorPrice.sort).toBe('default');
    const member = await listGoods({ ...DEFAULT_LIST_PARAMS, sort: 'price_asc', priceMin: 500, priceMax: 3000, pageSize: 100 }, APPROVED);
    expect(member.sort).toBe('price_asc');
    const fen = member.list.map((g) => g.base_price_fen!);
    expect(fen).toEqual([...fen].sort((a, b) => a - b));
    expect(fen.every((p) => p >= 500 && p <= 3000)).toBe(true);
    const desc = await listGoods({ ...DEFAULT_LIST_PARAMS, sort: 'price_desc', pageSize: 30 }, APPROVED);
    const d = desc.list.map((g) => g.base_price_fen!);
    expect(d).toEqual([...d].sort((a, b) => b - a));
    expect((await listGoods({ ...DEFAULT_LIST_PARAMS, sort: 'new' }, APPROVED)).list.length).toBeGreaterThan(0);
  });

  it('price visibility: visitor 登录可见, pending member 资质审核后可见, approved member prices in yuan', async () => {
    const pending = await listGoods({ ...DEFAULT_LIST_PARAMS }, PENDING);
    expect(pending.list.every((g) => g.base_price === null && g.price_notice === '资质审核后可见')).toBe(true);
    const approved = await listGoods({ ...DEFAULT_LIST_PARAMS }, APPROVED);
    expect(approved.list.every((g) => /^\d+\.\d{2}$/.test(g.base_price!) && g.price_notice === null)).toBe(true);
  });

  it('GET /api/goods/detail/{id}: all fields; 404 envelope for unknown, malformed and unreleased ids', async () => {
    const [row] = await t.db
      .select()
      .from(goods)
      .where(and(eq(goods.isControlled, false), sql`jsonb_array_length(ladder_price) > 0`))
      .limit(1);
    const res = await call(detail, `/api/goods/detail/${row.id}`, { id: String(row.id) });
    expect(res.body.code).toBe(10000);
    expect(res.body.data).toMatchObject({
      id: row.id,
      name: row.name,
      ypgg: row.spec,
      bzdw: row.unit,
      batch_no: row.batchNo,
      expiry_date: row.expiryDate,
      approval_no: row.approvalNo,
      mid_pack: row.midPack,
      case_pack: row.casePack,
      price_notice: '登录可见',
      base_price: null,
      ladder_price: [],
    });
    expect(res.body.data.category_path.length).toBeGreaterThan(0);
    expect(res.body.data.manufacturer.url).toBe(`/list?manufacturer=${row.manufacturerId}`);
    expect(res.body.data.related.length).toBeGreaterThan(0);
    expect(res.body.data.related.every((g: any) => g.id !== row.id)).toBe(true);
    for (const id of ['99999999', 'abc', '0', '-1', '1e3', '99999999999']) {
      const missing = await call(detail, `/api/goods/detail/${id}`, { id });
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ code: 404, data: null });
    }
    const [controlled] = await t.db.select().from(goods).where(eq(goods.isControlled, true)).limit(1);
    expect((await call(detail, `/api/goods/detail/${controlled.id}`, { id: String(controlled.id) })).status).toBe(404);

    const member = (await goodsDetail(row.id, APPROVED))!;
    expect(member.ladder_price.length).toBe(row.ladderPrice.length);
    expect(member.ladder_price[0]).toEqual({ number: row.ladderPrice[0].number, price: (row.ladderPrice[0].price / 100).toFixed(2) });
    expect(member.xg_number).toBe(row.xgNumber);
  });

  it('the goods answer carries the stepper bounds by the cart line rule, the 含麻 per-order limit included; hidden from visitors', async () => {
    const [row] = await t.db
      .select()
      .from(goods)
      .where(and(eq(goods.isControlled, false), eq(goods.isEphedrine, false)))
      .limit(1);
    try {
      await t.db.update(goods).set({ isEphedrine: true, ephedrineLimit: 3, xgNumber: 0, stock: 100, onlyMidPack: false, isBuy: true }).where(eq(goods.id, row.id));
      expect((await goodsDetail(row.id, APPROVED))!.quantity).toEqual({ min: 1, max: 3, step: 1 });
      await t.db.update(goods).set({ xgNumber: 2 }).where(eq(goods.id, row.id));
      expect((await goodsDetail(row.id, APPROVED))!.quantity).toEqual({ min: 1, max: 2, step: 1 });
      await t.db.update(goods).set({ isEphedrine: false, xgNumber: 0, stock: 95, midPack: 10, onlyMidPack: true }).where(eq(goods.id, row.id));
      expect((await goodsDetail(row.id, APPROVED))!.quantity).toEqual({ min: 10, max: 90, step: 10 });
      const visitor = await call(detail, `/api/goods/detail/${row.id}`, { id: String(row.id) });
      expect(visitor.body.data.quantity).toBeNull();
      const listed = await listGoods({ ...DEFAULT_LIST_PARAMS, pageSize: 100 }, APPROVED);
      expect(listed.list.every((g) => g.quantity !== null && g.quantity.max <= Math.max(0, g.number))).toBe(true);
    } finally {
      await t.db
        .update(goods)
        .set({
          isEphedrine: row.isEphedrine,
          ephedrineLimit: row.ephedrineLimit,
          xgNumber: row.xgNumber,
          stock: row.stock,
          midPack: row.midPack,
          onlyMidPack: row.onlyMidPack,
          isBuy: row.isBuy,
        })
        .where(eq(goods.id, row.id));
    }
  });

  it('near-expiry flag: under 6 months before the expiry day', async () => {
    const [row] = await t.db.select().from(goods).where(eq(goods.isControlled, false)).limit(1);
    const expiry = new Date(`${row.expiryDate}T00:00:00Z`);
    const sevenMonthsBefore = new Date(Date.UTC(expiry.getUTCFullYear(), expiry.getUTCMonth() - 7, expiry.getUTCDate())).toISOString().slice(0, 10);
    const fiveMonthsBefore = new Date(Date.UTC(expiry.getUTCFullYear(), expiry.getUTCMonth() - 5, expiry.getUTCDate())).toISOString().slice(0, 10);
    expect((await goodsDetail(row.id, VISITOR, sevenMonthsBefore))!.near_expiry).toBe(0);
    expect((await goodsDetail(row.id, VISITOR, fiveMonthsBefore))!.near_expiry).toBe(1);
  });

  it('GET /api/goods/fl: the category tree', async () => {
    const res = await call(fl, '/api/goods/fl');
    expect(res.body.data.length).toBeGreaterThanOrEqual(7);
    expect(res.body.data[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), children: expect.any(Array), childrenShow: false });
  });

  it('GET /api/focus/brand/{id} and /api/focus/ppzq: brand zone', async () => {
    const zone = await call(ppzq, '/api/focus/ppzq?page=1');
    expect(zone.body.data.list.length).toBeGreaterThan(0);
    const b = zone.body.data.list[0];
    expect(b).toMatchObject({ url: `/ppzq/info/${b.id}`, logo: expect.any(String) });
    expect((await call(ppzq, '/api/focus/ppzq?page=999')).body.data.page).toBe(zone.body.data.last_page);
    const one = await call(brand, `/api/focus/brand/${b.id}`, { id: String(b.id) });
    expect(one.body.data.brand.id).toBe(b.id);
    expect(one.body.data.total).toBe(b.goods_count);
    expect((await call(brand, '/api/focus/brand/999999', { id: '999999' })).status).toBe(404);
    expect((await call(brand, '/api/focus/brand/x', { id: 'x' })).status).toBe(404);
    const member = (await brandDetail(b.id, DEFAULT_LIST_PARAMS, APPROVED))!;
    expect(member.list.every((g) => g.base_price !== null)).toBe(true);
  });

  it('GET /api/focus/yx and /api/focus/zyzq: free-shipping and herbal zones', async () => {
    const free = (await call(yx, '/api/focus/yx')).body.data;
    expect(free.rule.length).toBeGreaterThan(0);
    expect(free.category.every((c: any) => c.zone === 'medicine')).toBe(true);
    expect(free.list.every((g: any) => g.is_free_shipping === 1 || g.is_dpby === 1)).toBe(true);
    const herbal = (await call(zyzq, '/api/focus/zyzq?page=2')).body.data;
    expect(herbal.category.every((c: any) => c.zone === 'herbal')).toBe(true);
    expect(herbal.list.every((g: any) => g.kind === 'herbal')).toBe(true);
  });

  it('GET /api/focus/kxzq, new_kxzq, kxzq_ad: nothing for visitors; released goods for the right members', async () => {
    const visitor = (await call(kxzq, '/api/focus/kxzq')).body.data;
    expect(visitor).toMatchObject({ total: 0, list: [], notice: expect.stringContaining('登录') });
    expect((await call(newKxzq, '/api/focus/new_kxzq')).body.data.list).toEqual([]);
    expect((await call(kxzqAd, '/api/focus/kxzq_ad?ids=1,2')).body.data).toEqual([]);

    const [row] = await t.db.select().from(goods).where(eq(goods.isControlled, true)).limit(1);
    await t.db
      .update(goods)
      .set({ controlRule: { companyTypes: ['单体药店'], provinces: [] } })
      .where(eq(goods.id, row.id));
    const zone = await controlledZone(DEFAULT_LIST_PARAMS, APPROVED);
    expect(zone.list.map((g) => g.id)).toContain(row.id);
    expect(zone.list.every((g) => g.is_controlled === 1)).toBe(true);
    const clinic = await controlledZone(DEFAULT_LIST_PARAMS, { ...APPROVED, companyType: '诊所', province: '西藏自治区' });
    expect(clinic.list.map((g) => g.id)).not.toContain(row.id);
    const groups = await controlledGroups(APPROVED);
    const group = groups.list.find((g) => g.id === row.manufacturerId)!;
    expect(group.url).toBe(`/kxzq/goods/${row.manufacturerId}`);
    expect(group.goods.length).toBeGreaterThan(0);
    const ads = await controlledAds([row.manufacturerId, 999999], APPROVED);
    expect(ads.map((a) => a.id)).toEqual([row.manufacturerId]);
  });

  it('GET /api/index_wntj/{page} and /api/focus/xrtj: recommendations', async () => {
    const first = (await call(wntj, '/api/index_wntj/1', { id: '1' })).body.data;
    expect(first.list.length).toBe(10);
    expect(first.list.every((g: any) => g.number > 0)).toBe(true);
    const second = (await call(wntj, '/api/index_wntj/2', { id: '2' })).body.data;
    expect(second.list.map((g: any) => g.id).some((id: number) => first.list.some((g: any) => g.id === id))).toBe(false);
    expect((await call(wntj, '/api/index_wntj/99999', { id: '99999' })).body.data.page).toBe(first.last_page);
    expect((await call(wntj, '/api/index_wntj/abc', { id: 'abc' })).body.data.page).toBe(1);
    const picks = (await call(xrtj, '/api/focus/xrtj')).body.data;
    expect(picks.length).toBeGreaterThan(0);
    expect(picks.every((g: any) => g.is_youx === 1 && hidesPrices(g))).toBe(true);
  });
});
