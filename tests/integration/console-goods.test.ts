/**
 * Issue 18, goods in the console: a 1,000-row GBK CSV with three bad rows is previewed with each
 * bad row's Chinese errors and refused whole (nothing written); fixed, it applies in one go, the
 * new goods are found by pinyin search in the shop, stock arrives as movements; an .xlsx export
 * round-trips as an update; two editors of one goods → the second is told it changed; stock
 * changes need a reason and never go below zero. PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { operatorBrowser } from '../helpers/console-fixtures';
import type { TestBrowser } from '../helpers/accounts-browser';
import { BAD_ROW_PROBLEMS, goodsCsv, goodsRows, NEW_GOODS_NAME } from '../helpers/goods-file';
import { categories, goods, stockMovements } from '../../src/server/db/schema';
import { POST as preview } from '../../src/pages/admin/api/goods/import/preview';
import { POST as applyApi } from '../../src/pages/admin/api/goods/import/apply';
import { POST as edit } from '../../src/pages/admin/api/goods/[id]/index';
import { POST as stock } from '../../src/pages/admin/api/goods/[id]/stock';
import { listGoods } from '../../src/server/catalogue/goods-list';
import { DEFAULT_LIST_PARAMS } from '../../src/server/catalogue/list-params';
import { VISITOR } from '../../src/server/auth/viewer';
import { goodsExport } from '../../src/server/console/export-goods';
import { exportRowsOf, onePage, sheetBuffer } from '../helpers/exports';

let t: TestDb;
let op: TestBrowser;
let other: TestBrowser;
let category: string;

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 100 });
  op = await operatorBrowser('merchandiser');
  other = await operatorBrowser('admin');
  const [c] = await t.db.select({ name: categories.name }).from(categories).where(eq(categories.zone, 'medicine')).orderBy(categories.id).limit(1);
  category = c!.name;
});
afterAll(async () => {
  await t?.teardown();
});

const upload = (b: TestBrowser, handler: any, path: string, data: Buffer, name = 'goods.csv') => {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(data)], name));
  return b.call(handler, path, { body: form });
};
const goodsCount = async () => Number((await t.db.select({ n: count() }).from(goods))[0]!.n);

describe('goods import', () => {
  it('previews a 1,000-row GBK file with three bad rows, refuses to apply it, then applies the fixed file', async () => {
    const before = await goodsCount();
    const bad = goodsCsv(goodsRows(1000, category, [10, 500, 900]));
    const shown = await upload(op, preview, '/admin/api/goods/import/preview', bad);
    expect(shown.body.code, JSON.stringify(shown.body).slice(0, 300)).toBe(10000);
    expect(shown.body.data).toMatchObject({ total: 1000, creates: 997, errors: 3 });
    const errs = shown.body.data.rows.filter((r: any) => r.action === 'error');
    expect(errs.map((r: any) => r.line)).toEqual([11, 501, 901]); // file lines: header is line 1
    expect(errs.map((r: any) => r.errors.join())).toEqual([
      expect.stringContaining(BAD_ROW_PROBLEMS[0]!),
      expect.stringContaining(BAD_ROW_PROBLEMS[1]!),
      expect.stringContaining(BAD_ROW_PROBLEMS[2]!),
    ]);
    expect(errs[0].name).toBe('导入测试片10'); // the GBK file was read as Chinese

    const refused = await upload(op, applyApi, '/admin/api/goods/import/apply', bad);
    expect(refused.status).toBe(422);
    expect(Object.values(refused.body.errors).flat()).toContain(`第 11 行：供货价：${BAD_ROW_PROBLEMS[0]}`);
    expect(await goodsCount()).toBe(before);

    const fixed = goodsCsv(goodsRows(1000, category));
    const done = await upload(op, applyApi, '/admin/api/goods/import/apply', fixed);
    expect(done.body.code, JSON.stringify(done.body).slice(0, 300)).toBe(10000);
    expect(done.body.data).toEqual({ created: 1000, updated: 0 });
    expect(await goodsCount()).toBe(before + 1000);

    const found = await listGoods({ ...DEFAULT_LIST_PARAMS, keywords: 'kyqyp', pageSize: 10 }, VISITOR);
    expect(found.list.map((g) => g.name)).toContain(NEW_GOODS_NAME);
    const [g] = await t.db.select().from(goods).where(eq(goods.name, NEW_GOODS_NAME));
    const moves = await t.db.select().from(stockMovements).where(eq(stockMovements.goodsId, g!.id));
    expect(moves).toEqual([expect.objectContaining({ delta: 100, stockAfter: 100, reason: '批量导入：新建商品初始库存' })]);
  });

  it('an exported .xlsx imports back as updates; a changed stock becomes a movement of its batch', async () => {
    const [g] = await t.db.select().from(goods).where(eq(goods.name, NEW_GOODS_NAME));
    const rows = (await exportRowsOf(goodsExport, { format: 'xlsx' }))
      .filter((r) => r.商品编号 === g!.id)
      .map((r) => ({ ...r, 库存: 150, 供货价: '13.00', 上市许可持有人: '导入持证药业有限公司' }));
    const file = await sheetBuffer(goodsExport.spec, onePage(rows), 'xlsx');
    const shown = await upload(op, preview, '/admin/api/goods/import/preview', file, 'goods.xlsx');
    expect(shown.body.data).toMatchObject({ total: 1, updates: 1, errors: 0 });
    expect(shown.body.data.rows[0].changes).toEqual(
      expect.arrayContaining(['供货价：12.50 → 13.00', expect.stringMatching(/^批号 \S+ 库存：100 → 150$/), expect.stringMatching(/^上市许可持有人：.* → 导入持证药业有限公司$/)]),
    );
    expect((await upload(op, applyApi, '/admin/api/goods/import/apply', file, 'goods.xlsx')).body.data).toEqual({ created: 0, updated: 1 });
    const [after] = await t.db.select().from(goods).where(eq(goods.id, g!.id));
    expect(after).toMatchObject({ stock: 150, basePrice: 1300, holder: '导入持证药业有限公司' });
    const moves = await t.db.select().from(stockMovements).where(eq(stockMovements.goodsId, g!.id)).orderBy(stockMovements.id);
    expect(moves.at(-1)).toMatchObject({ delta: 50, stockAfter: 150, reason: '批量导入：库存调整' });
  });
});

describe('goods edits and stock', () => {
  const form = (g: typeof goods.$inferSelect, patch: Record<string, string> = {}) => ({
    version: String(g.version),
    name: g.name,
    trade_name: g.tradeName,
    spec: g.spec,
    unit: g.unit,
    approval_no: g.approvalNo,
    base_price: (g.basePrice / 100).toFixed(2),
    retail_price: (g.retailPrice / 100).toFixed(2),
    xg_number: String(g.xgNumber),
    batch_no: g.batchNo,
    expiry_date: g.expiryDate,
    is_on_sale: g.isOnSale ? '1' : '0',
    ...patch,
  });

  it('two editors from the same version: one saves, the other is told it changed and loses nothing silently', async () => {
    const [g] = await t.db.select().from(goods).where(eq(goods.id, 5));
    const [a, b] = await Promise.all([
      op.call(edit, '/admin/api/goods/5', { params: { id: '5' }, body: form(g!, { spec: '规格A' }) }),
      other.call(edit, '/admin/api/goods/5', { params: { id: '5' }, body: form(g!, { spec: '规格B' }) }),
    ]);
    const codes = [a.body.code, b.body.code].sort();
    expect(codes).toEqual([10000, 40901]);
    const loser = [a, b].find((x) => x.body.code === 40901)!;
    expect(loser.status).toBe(409);
    expect(loser.body.msg).toMatch(/已被他人修改/);
    const [after] = await t.db.select().from(goods).where(eq(goods.id, 5));
    expect(after!.version).toBe(g!.version + 1);
    expect(['规格A', '规格B']).toContain(after!.spec);
  });

  it('moves stock only with a reason and never below zero', async () => {
    const [g] = await t.db.select().from(goods).where(eq(goods.id, 6));
    expect((await op.call(stock, '/admin/api/goods/6/stock', { params: { id: '6' }, body: { delta: '5', reason: '' } })).status).toBe(422);
    const over = await op.call(stock, '/admin/api/goods/6/stock', { params: { id: '6' }, body: { delta: String(-(g!.stock + 1)), reason: '报损' } });
    expect(over.body.msg).toMatch(/库存不足/);
    const ok = await op.call(stock, '/admin/api/goods/6/stock', { params: { id: '6' }, body: { delta: '20', reason: '采购入库' } });
    expect(ok.body.data).toEqual({ before: g!.stock, after: g!.stock + 20 });
    const [m] = await t.db.select().from(stockMovements).where(eq(stockMovements.goodsId, 6));
    expect(m).toMatchObject({ delta: 20, reason: '采购入库' });
    const refused = await t.db.execute(sql`update stock_movements set delta = 1`).then(
      () => 'written',
      (e: any) => String(e?.cause?.message ?? e?.message),
    );
    expect(refused).toMatch(/append-only/);
  });
});
