/**
 * 常购清单 · 我的清单 and 常看, and the 缺货登记 fields (issue 29 items 1 and 4), on both engines:
 * lists are owner-only (another store's id is a 404), names unique per store, bad input a Chinese
 * 422; the view log is one cheap write that skips reloads and never throws into the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { loginAs } from '../helpers/accounts-fixtures';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { makeBuyers } from '../helpers/orders-fixtures';
import { goodsViews, wantedRequests } from '../../src/server/db/schema';
import { logView, pruneViews, recordView, viewedList } from '../../src/server/replenish/views';
import { GET as listsGet, POST as listsCreate } from '../../src/pages/api/user/cgqd/lists';
import { POST as listRename } from '../../src/pages/api/user/cgqd/lists/rename';
import { POST as listDelete } from '../../src/pages/api/user/cgqd/lists/delete';
import { POST as listAdd } from '../../src/pages/api/user/cgqd/lists/add';
import { POST as listRemove } from '../../src/pages/api/user/cgqd/lists/remove';
import { GET as cgqdGet } from '../../src/pages/api/user/cgqd';
import { POST as wantedPost } from '../../src/pages/api/user/buy/index';
import type { TestBrowser } from '../helpers/accounts-browser';

let t: TestDb;
let pick: GoodsPicker;
let demo: TestBrowser;
let other: TestBrowser;
const engine = process.env.TEST_DB ?? 'pglite';

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 200 });
  pick = new GoodsPicker(t.db);
  demo = await loginAs('demo', '10.29.5.1');
  other = await loginAs('choujiang', '10.29.5.2');
});
afterAll(async () => {
  await t?.teardown();
});

const call = (b: TestBrowser, handler: typeof listsCreate, path: string, body: Record<string, unknown>) => b.call(handler, path, { body: body as never, json: true });

describe(`我的清单 (${engine})`, () => {
  it('create, rename, add and remove goods, delete; owner-only; Chinese 422s', async () => {
    const [g1, g2, g3] = [await pick.take(), await pick.take(), await pick.take()];
    expect((await call(demo, listsCreate, '/api/user/cgqd/lists', { name: '  ' })).body.errors.name).toEqual(['请填写清单名称']);
    expect((await call(demo, listsCreate, '/api/user/cgqd/lists', { name: '很'.repeat(21) })).body.errors.name).toEqual(['清单名称不能超过 20 个字']);
    const made = await call(demo, listsCreate, '/api/user/cgqd/lists', { name: '每周补货' });
    expect(made.body.code).toBe(10000);
    const id = made.body.data.list.id as number;
    const dup = await call(demo, listsCreate, '/api/user/cgqd/lists', { name: '每周补货' });
    expect([dup.status, dup.body.errors.name]).toEqual([422, ['已有同名清单，请换一个名称']]);
    expect((await call(other, listsCreate, '/api/user/cgqd/lists', { name: '每周补货' })).body.code).toBe(10000); // names are per store

    expect((await call(demo, listAdd, '/api/user/cgqd/lists/add', { id, goods_ids: [] })).body.errors.goods_ids).toEqual(['请选择商品']);
    expect((await call(demo, listAdd, '/api/user/cgqd/lists/add', { id, goods_ids: ['x'] })).status).toBe(422);
    expect((await call(demo, listAdd, '/api/user/cgqd/lists/add', { id, goods_ids: [g1, g2, g3] })).body.data).toEqual({ count: 3 });
    expect((await call(demo, listAdd, '/api/user/cgqd/lists/add', { id, goods_ids: [g1] })).body.data).toEqual({ count: 3 }); // already in: kept once
    expect((await call(demo, listRemove, '/api/user/cgqd/lists/remove', { id, goods_ids: [g2] })).body.data).toEqual({ count: 2 });
    expect((await call(demo, listRename, '/api/user/cgqd/lists/rename', { id, name: '感冒季' })).body.code).toBe(10000);
    const mine = (await demo.call(listsGet, '/api/user/cgqd/lists')).body.data.list;
    const list = mine.find((l: { id: number }) => l.id === id);
    expect(list.name).toBe('感冒季');
    expect(list.items.map((i: { goods_id: number }) => i.goods_id)).toEqual([g1, g3]);
    expect(list.items[0].goods.base_price).not.toBeNull(); // today's price for this store

    // Another store: every write is a 404, its reads never show the list.
    expect((await call(other, listAdd, '/api/user/cgqd/lists/add', { id, goods_ids: [g2] })).status).toBe(404);
    expect((await call(other, listRemove, '/api/user/cgqd/lists/remove', { id, goods_ids: [g1] })).status).toBe(404);
    expect((await call(other, listRename, '/api/user/cgqd/lists/rename', { id, name: '偷改' })).status).toBe(404);
    expect((await call(other, listDelete, '/api/user/cgqd/lists/delete', { id })).status).toBe(404);
    expect((await other.call(listsGet, '/api/user/cgqd/lists')).body.data.list.some((l: { id: number }) => l.id === id)).toBe(false);

    expect((await call(demo, listDelete, '/api/user/cgqd/lists/delete', { id })).body.code).toBe(10000);
    expect((await demo.call(listsGet, '/api/user/cgqd/lists')).body.data.list.some((l: { id: number }) => l.id === id)).toBe(false);
  });
});

describe(`常看 (${engine})`, () => {
  it('logs detail views (a reload within 10 minutes counts once), lists the most viewed first, prunes old rows', async () => {
    const [b] = await makeBuyers(t.db, 1);
    const [g1, g2] = [await pick.take(), await pick.take()];
    await logView(b!.storeId, g1);
    await logView(b!.storeId, g1); // a reload
    await logView(b!.storeId, g2);
    await t.db.execute(sql`update goods_views set viewed_at = viewed_at - interval '1 hour' where store_id = ${b!.storeId} and goods_id = ${g2}`);
    await logView(b!.storeId, g2);
    const { list } = await viewedList({ ...b!.actor.viewer, storeId: b!.storeId });
    expect(list.map((v) => [v.goods_id, v.views])).toEqual([
      [g2, 2],
      [g1, 1],
    ]);
    // The page's call returns at once and never throws, even for a store that does not exist.
    expect(() => recordView(2_000_000_000, g1)).not.toThrow();
    await t.db.execute(sql`update goods_views set viewed_at = now() - interval '91 days' where store_id = ${b!.storeId} and goods_id = ${g1}`);
    expect(await pruneViews()).toBeGreaterThanOrEqual(1);
    expect((await t.db.select({ id: goodsViews.id }).from(goodsViews).where(eq(goodsViews.storeId, b!.storeId))).length).toBe(2);
    // The API is the store's own: demo sees its own 常看, not this store's.
    const api = await demo.call(cgqdGet, '/api/user/cgqd?tab=viewed');
    expect(api.body.data.list.some((v: { goods_id: number }) => v.goods_id === g2)).toBe(false);
  });

  it("a page's views are written together: one store's unknown id loses none of the others, and 常看 reads them at once", async () => {
    const [b] = await makeBuyers(t.db, 1);
    const [g1, g2] = [await pick.take(), await pick.take()];
    recordView(b!.storeId, g1);
    recordView(b!.storeId, g1); // the same look twice before the write
    recordView(2_000_000_000, g2); // a store that does not exist
    recordView(b!.storeId, g2);
    const { list } = await viewedList({ ...b!.actor.viewer, storeId: b!.storeId });
    expect(list.map((v) => [v.goods_id, v.views]).sort()).toEqual(
      [
        [g1, 1],
        [g2, 1],
      ].sort(),
    );
  });
});

describe(`缺货登记 fields (${engine})`, () => {
  it('takes a 69 barcode and the price paid elsewhere; bad ones are Chinese 422s', async () => {
    const base = { name: '某某新药片', spec: '10mg*14片', maker: '某某药业', quantity: 5, contact: '张伟', phone: '13800138000' };
    const bad = await call(demo, wantedPost, '/api/user/buy', { ...base, barcode: '69123', elsewhere_price: '1.234' });
    expect(bad.body.errors.barcode).toEqual(['条形码应为 13 位数字（如 69 开头的商品条码）']);
    expect(bad.body.errors.elsewhere_price).toEqual(['他处进价格式不正确（最多两位小数）']);
    const ok = await call(demo, wantedPost, '/api/user/buy', { ...base, barcode: '6901234567892', elsewhere_price: '12.5' });
    expect(ok.body.code).toBe(10000);
    const [row] = await t.db
      .select({ barcode: wantedRequests.barcode, elsewhere: wantedRequests.elsewherePrice })
      .from(wantedRequests)
      .where(eq(wantedRequests.name, '某某新药片'));
    expect(row).toEqual({ barcode: '6901234567892', elsewhere: 1250 });
  });
});
