/**
 * Purchase-plan import (issue 19) through its endpoint handlers with a real session, on PGlite and on
 * PostgreSQL: reading files (xlsx, CSV in UTF-8 and GBK, pasted rows) and every kind of bad input,
 * matching (approval number, barcode, name + spec + short maker, pinyin initials, not carried),
 * quantities fitted with reasons, pricing equal to the cart's, adding in one request, saved plans.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { TestBrowser } from '../helpers/accounts-browser';
import { loginAs } from '../helpers/accounts-fixtures';
import { GoodsPicker, type Res } from '../helpers/cart-fixtures';
import { queryRows } from '../../src/server/db/rows';
import { cartItems, purchasePlans } from '../../src/server/db/schema';
import { POST as parse } from '../../src/pages/api/plan/parse';
import { POST as match } from '../../src/pages/api/plan/match';
import { POST as price } from '../../src/pages/api/plan/price';
import { POST as toCart } from '../../src/pages/api/plan/cart';
import { GET as template } from '../../src/pages/api/plan/template';
import { GET as savedList, POST as save } from '../../src/pages/api/plan/saved/index';
import { POST as run } from '../../src/pages/api/plan/saved/[id]/run';
import { POST as remove } from '../../src/pages/api/plan/saved/[id]/delete';
import { GET as cartList } from '../../src/pages/api/cart/list';
import { POST as cartAdd } from '../../src/pages/api/cart/index';

let t: TestDb;
let pick: GoodsPicker;
let demo: TestBrowser;

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 400 });
  pick = new GoodsPicker(t.db);
  demo = await loginAs('demo', '10.19.0.1');
});
afterAll(async () => {
  await t?.teardown();
});

type Info = { id: number; name: string; spec: string; maker: string; approval_no: string; barcode: string; unit: string };

async function info(id: number): Promise<Info> {
  const [row] = await queryRows<Info>(
    t.db,
    sql`select g.id, g.name, g.spec, m.name as maker, g.approval_no, g.barcode, g.unit
    from goods g join manufacturers m on m.id = g.manufacturer_id where g.id = ${id}`,
  );
  return row!;
}

const upload = (b: TestBrowser, bytes: Uint8Array, filename: string): Promise<Res> => {
  const form = new FormData();
  form.set('file', new File([Buffer.from(bytes)], filename));
  return b.call(parse, '/api/plan/parse', { body: form });
};
const paste = (b: TestBrowser, text: string): Promise<Res> => b.call(parse, '/api/plan/parse', { body: { text } as never, json: true });
const matchLines = (b: TestBrowser, lines: unknown[], minShelf = 0): Promise<Res> =>
  b.call(match, '/api/plan/match', { body: { lines, min_shelf_months: minShelf } as never, json: true });

async function xlsx(build: (ws: ExcelJS.Worksheet) => void): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  build(wb.addWorksheet('计划'));
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

const fileError = (res: Res) => {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.code).toBe(422);
  return String(res.body.errors.file?.[0] ?? res.body.message);
};

async function cartCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from cart_items where store_id = 1`);
  return Number(row!.n);
}

describe(`purchase-plan import on ${process.env.TEST_DB}`, () => {
  it('is for logged-in approved members only', async () => {
    const visitor = new TestBrowser('10.19.0.2');
    expect((await paste(visitor, '通用名\t数量\n阿莫西林胶囊\t2')).status).toBe(401);
    const pending = await loginAs('pending', '10.19.0.3');
    const res = await matchLines(pending, [{ row: 2, name: '阿莫西林胶囊', quantity: '2' }]);
    expect(res.body.code).toBe(10040);
  });

  it('serves an xlsx template whose headers map automatically', async () => {
    const res = await template({} as never);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const parsed = await upload(demo, bytes, '采购计划模板.xlsx');
    expect(parsed.body.code).toBe(10000);
    expect(parsed.body.data.mapping).toEqual({ name: 0, spec: 1, maker: 2, approval: 3, barcode: 4, quantity: 5 });
    expect(parsed.body.data.rows).toHaveLength(3);
  });

  it('reads an xlsx with a title row, formulas (their results) and hidden rows (skipped, named)', async () => {
    const bytes = await xlsx((ws) => {
      ws.addRow(['11 月采购计划']);
      ws.mergeCells('A1:E1');
      ws.addRow(['药品名称', '规格型号', '生产企业', '批准文号', '采购数量']);
      ws.addRow(['阿莫西林胶囊', '0.25g*24粒', '天源', '', 10]);
      ws.addRow(['板蓝根颗粒', '10g*20袋', '', '', { formula: 'E3*2', result: 20 }]);
      ws.addRow(['维生素C片', '0.1g*100片', '', '', 5]).hidden = true;
    });
    const res = await upload(demo, bytes, 'plan.xlsx');
    expect(res.body.code, JSON.stringify(res.body)).toBe(10000);
    const data = res.body.data;
    expect(data.header_row).toBe(2);
    expect(data.mapping).toMatchObject({ name: 0, spec: 1, maker: 2, approval: 3, quantity: 4, barcode: null });
    expect(data.rows.map((r: any) => [r.row, r.cells[4]])).toEqual([
      [3, '10'],
      [4, '20'],
    ]);
    expect(data.warnings[0]).toContain('第 5 行');
  });

  it('reads CSV in UTF-8 (with BOM) and in GBK, and pasted tab-separated rows', async () => {
    const text = '商品名称,规格,厂家,数量\r\n"阿莫西林胶囊",0.25g*24粒,天源,3\r\n';
    const utf8 = await upload(demo, new Uint8Array(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])), 'a.csv');
    const gbk = await upload(demo, new Uint8Array(iconv.encode(text, 'gbk')), 'b.csv');
    for (const res of [utf8, gbk]) {
      expect(res.body.code, JSON.stringify(res.body)).toBe(10000);
      expect(res.body.data.rows[0].cells).toEqual(['阿莫西林胶囊', '0.25g*24粒', '天源', '3']);
      expect(res.body.data.mapping).toMatchObject({ name: 0, spec: 1, maker: 2, quantity: 3 });
    }
    expect(gbk.body.data.encoding).toBe('gbk');
    const pasted = await paste(demo, '通用名\t规格\t数量\n阿莫西林胶囊\t0.25g*24粒\t4\n');
    expect(pasted.body.data.rows).toEqual([{ row: 2, cells: ['阿莫西林胶囊', '0.25g*24粒', '4'] }]);
  });

  it('reads a browser upload whose multipart boundary has capitals (Chromium: ----WebKitFormBoundary…)', async () => {
    const boundary = '----WebKitFormBoundaryAbCdEfGh12';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="plan.csv"',
      'Content-Type: text/csv',
      '',
      '通用名,数量',
      '阿莫西林胶囊,2',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await demo.call(parse, '/api/plan/parse', { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.body.code, JSON.stringify(res.body)).toBe(10000);
    expect(res.body.data.rows).toEqual([{ row: 2, cells: ['阿莫西林胶囊', '2'] }]);
  });

  it('refuses bad files with a Chinese message naming the problem or the row', async () => {
    expect(fileError(await upload(demo, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'photo.png'))).toContain('不是 Excel');
    expect(fileError(await upload(demo, new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]), 'plan.xlsx'))).toContain('已损坏');
    expect(fileError(await upload(demo, new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'old.xls'))).toContain('.xls');
    expect(fileError(await upload(demo, await xlsx(() => {}), 'empty.xlsx'))).toContain('空');
    expect(fileError(await upload(demo, await xlsx((ws) => ws.addRow(['通用名', '数量'])), 'head.xlsx'))).toContain('只有表头');
    const merged = await xlsx((ws) => {
      ws.addRow(['通用名', '规格', '数量']);
      ws.addRow(['阿莫西林胶囊', '0.25g*24粒', 10]);
      ws.addRow(['阿莫西林胶囊', '0.5g*24粒', null]);
      ws.mergeCells('C2:C3');
    });
    expect(fileError(await upload(demo, merged, 'merged.xlsx'))).toBe('第 2–3 行的“数量”列是合并单元格，请取消合并并在每一行填好内容后再上传');
    const formula = await xlsx((ws) => {
      ws.addRow(['通用名', '数量']);
      ws.addRow(['阿莫西林胶囊', { formula: 'A1*2' } as never]);
    });
    expect(fileError(await upload(demo, formula, 'formula.xlsx'))).toContain('第 2 行 B 列是公式');
    const garbled = Buffer.from('通用名,数量\n\uFFFD\uFFFD西林,2\n');
    expect(fileError(await upload(demo, new Uint8Array(garbled), 'garbled.csv'))).toContain('第 2 行有乱码');
    const many = ['通用名\t数量', ...Array.from({ length: 2001 }, (_, i) => `商品${i}\t1`)].join('\n');
    expect(fileError(await paste(demo, many))).toContain('共 2001 行数据，超过每次 2000 行的上限');
    const big = new Uint8Array(2 * 1024 * 1024 + 10).fill(0x41);
    expect(fileError(await upload(demo, big, 'big.csv'))).toContain('2 MB');
  });

  it('refuses lines without a quantity column, and non-numeric, negative or fractional quantities by row', async () => {
    const none = await matchLines(demo, [
      { row: 2, name: '阿莫西林胶囊' },
      { row: 3, name: '板蓝根颗粒' },
    ]);
    expect(none.status).toBe(422);
    expect(none.body.errors.quantity[0]).toContain('没有找到数量列');
    const bad = await matchLines(demo, [
      { row: 2, name: '阿莫西林胶囊', quantity: '十盒' },
      { row: 3, name: '板蓝根颗粒', quantity: '-2' },
      { row: 4, name: '维生素C片', quantity: '1.5' },
      { row: 5, name: '感冒灵颗粒', quantity: '3' },
    ]);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.quantity).toEqual(['第 2 行数量“十盒”不是数字', '第 3 行数量不能为负数（-2）', '第 4 行数量须为整数（1.5）']);
    expect(await cartCount()).toBe(0);
  });

  it('matches by approval number, barcode, name with reordered spec and short maker, and pinyin initials; offers 提交求购 for goods not carried', async () => {
    await t.db.delete(cartItems).where(eq(cartItems.storeId, 1));
    const ids = [await pick.take(), await pick.take(), await pick.take(), await pick.take()];
    const [a, b, c, d] = await Promise.all(ids.map(info));
    const brand = (maker: string) => maker.replace(/^(.{2,3}?)(..)(制药|药业|医药|生物制药|中药制药|药业集团).*$/, '$2');
    const reordered = (spec: string) => spec.split('*').reverse().join('×');
    const res = await matchLines(demo, [
      { row: 2, name: '', approval: a!.approval_no.replace('国药准字', ''), spec: a!.spec, quantity: '2' },
      { row: 3, name: '随便写的名字', barcode: b!.barcode, quantity: '3' },
      { row: 4, name: c!.name, spec: `${reordered(c!.spec)}/${c!.unit}`, maker: brand(c!.maker), quantity: '4盒' },
      { row: 5, name: '', barcode: '', approval: '', quantity: '' },
      { row: 6, name: '达格列净片', spec: '10mg*14片', maker: '阿斯利康', quantity: '5' },
      { row: 7, name: '合计', quantity: '14' },
      { row: 8, name: d!.name, spec: d!.spec, maker: d!.maker, quantity: '1' },
    ]);
    expect(res.body.code, JSON.stringify(res.body)).toBe(10000);
    const lines = res.body.data.lines;
    expect(lines.map((l: any) => l.row)).toEqual([2, 3, 4, 6, 8]);
    expect(lines[0]).toMatchObject({ goods_id: a!.id, status: 'matched', confidence: 100 });
    expect(lines[0].options[0].via).toBe('approval');
    expect(lines[1]).toMatchObject({ goods_id: b!.id, status: 'matched', confidence: 100 });
    expect(lines[2].options.map((o: any) => o.goods_id)).toContain(c!.id);
    expect(lines[3]).toMatchObject({ status: 'unmatched', goods_id: null });
    expect(lines[3].wanted_url).toBe(
      `/pzqg/add?name=${encodeURIComponent('达格列净片').replace(/%20/g, '+')}&spec=10mg*14%E7%89%87&maker=${encodeURIComponent('阿斯利康')}&quantity=5`,
    );
    expect(lines[4]).toMatchObject({ goods_id: d!.id, status: 'matched' });
    expect(res.body.data.skipped).toEqual(['第 7 行是合计行，已跳过']);
    expect(res.body.data.summary).toMatchObject({ total: 5, unmatched: 1 });
    expect(await cartCount()).toBe(0); // nothing added before the member confirms
  });

  it('matches pinyin initials among the goods of that name', async () => {
    const id = await pick.take();
    const g = await info(id);
    const [{ initials }] = await queryRows<{ initials: string }>(t.db, sql`select pinyin_initials as initials from goods where id = ${id}`);
    const res = await matchLines(demo, [{ row: 2, name: initials.toUpperCase(), spec: g.spec, maker: g.maker, quantity: '1' }]);
    expect(res.body.data.lines[0].options.map((o: any) => o.goods_id)).toContain(id);
    expect(res.body.data.lines[0].goods_id).toBe(id);
  });

  it('fits quantities to the middle pack, the purchase limit and the stock, each change with its reason', async () => {
    const mid = await pick.take({ midPack: 10, onlyMidPack: true });
    const limited = await pick.take({ xgNumber: 30 });
    const low = await pick.take({ stock: 7 });
    const gone = await pick.take({ stock: 0 });
    const lines = await Promise.all(
      [mid, limited, low, gone].map(async (id, i) => {
        const g = await info(id);
        return { row: i + 2, name: g.name, approval: g.approval_no, spec: g.spec, quantity: ['23', '50', '12', '3'][i] };
      }),
    );
    const res = await matchLines(demo, lines);
    const priced = res.body.data.pricing.lines;
    const unit = (await info(mid)).unit;
    expect(priced[0]).toMatchObject({ wanted: 23, number: 30, buyable: true });
    expect(priced[0].changes[0].reason).toBe(`按中包装 10${unit} 的整数倍销售，已向上取整`);
    expect(priced[1]).toMatchObject({ wanted: 50, number: 30 });
    expect(priced[1].changes[0].reason).toContain('限购 30');
    expect(priced[2]).toMatchObject({ wanted: 12, number: 7 });
    expect(priced[2].changes[0].reason).toContain('库存仅 7');
    expect(priced[3]).toMatchObject({ number: 0, buyable: false, chosen: false });
    expect(priced[3].changes[0].reason).toBe('该商品已售罄');
  });

  it('prices at the ladder tier reached, flags short expiry, and the cart after adding totals exactly the plan', async () => {
    await t.db.delete(cartItems).where(eq(cartItems.storeId, 1));
    const ladder = await pick.take({
      basePrice: 1000,
      ladderPrice: [
        { number: 10, price: 900 },
        { number: 50, price: 800 },
      ],
      ladderPriceType: 0,
    });
    const soon = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const short = await pick.take({ basePrice: 2550, expiryDate: soon });
    const plain = await pick.take({ basePrice: 1234, expiryDate: '2031-06-30' });
    const skip = await pick.take({ basePrice: 999 });
    const lines = await Promise.all(
      [ladder, short, plain, skip].map(async (id, i) => {
        const g = await info(id);
        return { row: i + 2, name: g.name, approval: g.approval_no, spec: g.spec, quantity: ['12', '2', '3', '1'][i] };
      }),
    );
    const matched = await matchLines(demo, lines, 12);
    const pl = matched.body.data.pricing.lines;
    expect(pl[0]).toMatchObject({ unit_price: '9.00', amount: '108.00' });
    expect(pl[0].tier_text).toContain('阶梯价');
    expect(pl[0].next_tier_text).toMatch(/^再买38(.+)，全部按¥8\.00\/\1计价$/);
    expect(pl[1].expiry_warning).toBe(`有效期至 ${soon}，剩余不足 12 个月`);
    expect(pl[2].expiry_warning).toBeNull();

    // The member skips the last line and raises the first to the next tier.
    const chosen = matched.body.data.lines.map((l: any, i: number) => ({ key: l.key, goods_id: l.goods_id, quantity: i === 0 ? 50 : l.input.quantity, chosen: i !== 3 }));
    const repriced = await demo.call(price, '/api/plan/price', { body: { lines: chosen, min_shelf_months: 12 } as never, json: true });
    const totals = repriced.body.data.totals;
    expect(repriced.body.data.lines[0]).toMatchObject({ number: 50, unit_price: '8.00', amount: '400.00' });
    expect(totals).toMatchObject({ count: 3, goods_amount: (400 + 51 + 37.02).toFixed(2) });
    // the 满减 progress names each activity's kind with the server's label (the page prints it as is)
    const acts = repriced.body.data.activities;
    expect(acts.length).toBeGreaterThan(0);
    for (const a of acts) expect(a.kind_text).toBe({ manjian: '满减', discount: '满折' }[a.kind as string]);

    const add = await demo.call(toCart, '/api/plan/cart', {
      body: { lines: repriced.body.data.lines.filter((l: any) => l.chosen).map((l: any) => ({ goods_id: l.goods_id, number: l.number })) } as never,
      json: true,
    });
    expect(add.body.code, JSON.stringify(add.body)).toBe(10000);
    expect(add.body.data.total).toBe(3);
    const cart = (await demo.call(cartList, '/api/cart/list')).body.data.summary;
    for (const key of ['goods_amount', 'manjian_amount', 'discount_amount', 'order_amount', 'shipping_fee', 'payable'] as const) {
      expect(cart[key], key).toBe(totals[key]);
    }

    // Adding the same plan again merges into the same lines (as adding does today).
    await demo.call(toCart, '/api/plan/cart', { body: { lines: [{ goods_id: plain, number: 2 }] } as never, json: true });
    const rows = await t.db.select().from(cartItems).where(eq(cartItems.storeId, 1));
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.goodsId === plain)!.number).toBe(5);
  });

  it('adds all or nothing: a line beyond its limit leaves the cart unchanged', async () => {
    await t.db.delete(cartItems).where(eq(cartItems.storeId, 1));
    const ok1 = await pick.take();
    const limited = await pick.take({ xgNumber: 5 });
    await demo.call(cartAdd, '/api/cart', { body: [{ goods_id: limited, number: 4 }] as never, json: true });
    const res = await demo.call(toCart, '/api/plan/cart', {
      body: {
        lines: [
          { goods_id: ok1, number: 1 },
          { goods_id: limited, number: 2 },
        ],
      } as never,
      json: true,
    });
    expect(res.body.code).toBe(20002);
    expect(res.body.msg).toContain('限购 5');
    const rows = await t.db.select().from(cartItems).where(eq(cartItems.storeId, 1));
    expect(rows.map((r) => [r.goodsId, r.number])).toEqual([[limited, 4]]);
  });

  it('saves a plan, lists it, runs it again in one call (goods pinned, refitted), and keeps it from other stores', async () => {
    const a = await pick.take();
    const b = await pick.take({ midPack: 5, onlyMidPack: true });
    const saved = await demo.call(save, '/api/plan/saved', {
      body: {
        name: '每周补货',
        min_shelf_months: 6,
        lines: [
          { goods_id: a, quantity: 2, name: '写错的名字', spec: '', maker: '' },
          { goods_id: b, quantity: 7, name: (await info(b)).name },
          { goods_id: null, quantity: 1, name: '达格列净片', spec: '10mg*14片' },
        ],
      } as never,
      json: true,
    });
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(10000);
    const id = saved.body.data.id;
    const list = await demo.call(savedList, '/api/plan/saved');
    expect(list.body.data[0]).toMatchObject({ id, name: '每周补货', lines: 3, min_shelf_months: 6, last_run_at: null });

    const ran = await demo.call(run, `/api/plan/saved/${id}/run`, { method: 'POST', params: { id: String(id) } });
    expect(ran.body.code, JSON.stringify(ran.body)).toBe(10000);
    const lines = ran.body.data.lines;
    expect(lines[0]).toMatchObject({ goods_id: a, status: 'matched', confidence: 100 });
    expect(lines[0].options[0].via).toBe('saved');
    expect(lines[1]).toMatchObject({ goods_id: b });
    expect(ran.body.data.pricing.lines[1]).toMatchObject({ wanted: 7, number: 10 });
    expect(lines[2]).toMatchObject({ status: 'unmatched' });
    expect(ran.body.data.min_shelf_months).toBe(6);
    const [row] = await t.db.select().from(purchasePlans).where(eq(purchasePlans.id, id));
    expect(row!.lastRunAt).not.toBeNull();

    // Another member's store (approved for this test): 404 for run and delete, and the plan stays.
    await t.db.execute(sql`update stores set is_passed = true where member_id = (select id from members where username = 'pending')`);
    const other = await loginAs('pending', '10.19.0.9');
    for (const handler of [run, remove]) {
      const res = await other.call(handler, `/api/plan/saved/${id}/run`, { method: 'POST', params: { id: String(id) } });
      expect(res.status).toBe(404);
      expect(res.body.msg ?? res.body.message).toContain('采购计划不存在');
    }
    await t.db.execute(sql`update stores set is_passed = false where member_id = (select id from members where username = 'pending')`);
    expect(await t.db.select().from(purchasePlans).where(eq(purchasePlans.id, id))).toHaveLength(1);

    const del = await demo.call(remove, `/api/plan/saved/${id}/delete`, { method: 'POST', params: { id: String(id) } });
    expect(del.body.code).toBe(10000);
    expect(del.body.data).toEqual([]);
  });

  it('concurrent plan adds of the same goods merge into one cart line with the sum, never past the limit', async () => {
    await t.db.delete(cartItems).where(eq(cartItems.storeId, 1));
    const a = await pick.take();
    const limited = await pick.take({ xgNumber: 10 });
    const add = (lines: unknown) => demo.call(toCart, '/api/plan/cart', { body: { lines } as never, json: true });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        add([
          { goods_id: a, number: 3 },
          { goods_id: limited, number: 4 },
        ]),
      ),
    );
    const accepted = answers.filter((r) => r.body.code === 10000).length;
    expect(accepted).toBe(2); // 2 × 4 = 8 ≤ 10; a third would make 12
    expect(answers.filter((r) => r.body.code === 20002)).toHaveLength(4);
    const rows = await t.db.select().from(cartItems).where(eq(cartItems.storeId, 1));
    expect(Object.fromEntries(rows.map((r) => [r.goodsId, r.number]))).toEqual({ [a]: 3 * accepted, [limited]: 4 * accepted });
  });

  it('saving plans concurrently never passes the 20-plan limit', async () => {
    await t.db.delete(purchasePlans).where(eq(purchasePlans.storeId, 1));
    const answers = await Promise.all(
      Array.from({ length: 26 }, (_, i) =>
        demo.call(save, '/api/plan/saved', {
          body: { name: `并发${i}`, lines: [{ goods_id: null, quantity: 1, name: 'x' }] } as never,
          json: true,
        }),
      ),
    );
    expect(answers.filter((r) => r.body.code === 10000)).toHaveLength(20);
    expect(answers.filter((r) => r.body.code === 20041)).toHaveLength(6);
    expect(await t.db.select().from(purchasePlans).where(eq(purchasePlans.storeId, 1))).toHaveLength(20);
    await t.db.delete(purchasePlans).where(eq(purchasePlans.storeId, 1));
  });

  it('refuses a bad plan name and a 21st plan', async () => {
    const bad = await demo.call(save, '/api/plan/saved', { body: { name: '', lines: [{ goods_id: null, quantity: 1, name: 'x' }] } as never, json: true });
    expect(bad.status).toBe(422);
    for (let i = 0; i < 20; i++) {
      const res = await demo.call(save, '/api/plan/saved', { body: { name: `计划${i}`, lines: [{ goods_id: null, quantity: 1, name: 'x' }] } as never, json: true });
      expect(res.body.code).toBe(10000);
    }
    const over = await demo.call(save, '/api/plan/saved', { body: { name: '第21个', lines: [{ goods_id: null, quantity: 1, name: 'x' }] } as never, json: true });
    expect(over.body.code).toBe(20041);
    expect(over.body.msg).toContain('最多保存 20 个');
  });
});
