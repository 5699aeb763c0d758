/**
 * The console's batch tools (issue 24): the stock-in endpoint (422 in Chinese, nothing written; audited;
 * goods stock = Σ sellable batches), the 药检报告 upload and view, a recall's receivers (store, order,
 * units, trace codes) on the page data and in the export, and the 无追溯码 flag letting a line ship
 * without codes. PGlite and PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { operatorBrowser } from '../helpers/console-fixtures';
import type { TestBrowser } from '../helpers/accounts-browser';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { makeBuyers, newKey, putInCart, type Buyer } from '../helpers/orders-fixtures';
import { batchInvariants, emptyGoods } from '../helpers/batches-fixtures';
import { exportRowsOf, onePage, sheetBuffer } from '../helpers/exports';
import { goodsExport } from '../../src/server/console/export-goods';
import { POST as previewImport } from '../../src/pages/admin/api/goods/import/preview';
import { POST as applyImport } from '../../src/pages/admin/api/goods/import/apply';
import { auditLog, goods, goodsBatches, orderLines, stockMovements } from '../../src/server/db/schema';
import { POST as stockIn } from '../../src/pages/admin/api/goods/[id]/batches';
import { POST as setStatus } from '../../src/pages/admin/api/batches/[id]/status';
import { GET as viewReport, POST as uploadReport } from '../../src/pages/admin/api/batches/[id]/report';
import { POST as untracedApi } from '../../src/pages/admin/api/goods/[id]/untraced';
import { GET as receiversApi } from '../../src/pages/admin/api/batches/[id]/receivers';
import { POST as ordinarySaleApi } from '../../src/pages/admin/api/batches/[id]/ordinary-sale';
import { refusal } from '../helpers/outcomes';
import { batchPage } from '../../src/server/console/goods-batches';
import { receiversExport } from '../../src/server/console/export-receivers';
import { createOrders } from '../../src/server/orders/create';
import { checkoutPreview } from '../../src/server/orders/checkout';
import { payByBalance } from '../../src/server/payments/service';
import { shipInTx } from '../../src/server/orders/fulfil';
import { addLines } from '../../src/server/cart/add';
import { editLine } from '../../src/server/cart/edit';
import { detailBatches } from '../../src/server/batches/wire';
import { cartItems, goodsCombinationItems } from '../../src/server/db/schema';
import { receive } from '../helpers/batches-fixtures';

let t: TestDb;
let pick: GoodsPicker;
let merch: TestBrowser;
let clerk: TestBrowser;
let buyers: Buyer[];
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-batches-console-'));

beforeAll(async () => {
  process.env.UPLOAD_DIR = uploads;
  t = await createTestDb();
  pick = new GoodsPicker(t.db);
  merch = await operatorBrowser('merchandiser');
  clerk = await operatorBrowser('orders');
  buyers = await makeBuyers(t.db, 2, { balance: 100_000_000 });
});
afterAll(async () => {
  await t?.teardown();
  delete process.env.UPLOAD_DIR;
  fs.rmSync(uploads, { recursive: true, force: true });
});

/** A plain scanned-report PDF (no scripts, forms or attachments). */
async function pdf(): Promise<Buffer> {
  return Buffer.from('%PDF-1.4\n% 检验报告书（测试）\n%%EOF\n');
}

function form(fields: Record<string, string>, file?: { data: Buffer | string; name: string }) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  if (file) f.set('file', new File([typeof file.data === 'string' ? file.data : new Uint8Array(file.data)], file.name));
  return f;
}

const post = (b: TestBrowser, handler: any, p: string, id: number, body: FormData | Record<string, string>) => b.call(handler, p, { body, params: { id: String(id) } });
const batchesOfGoods = (id: number) => t.db.select().from(goodsBatches).where(eq(goodsBatches.goodsId, id)).orderBy(goodsBatches.id);
const stockOf = async (id: number) => (await t.db.select({ s: goods.stock }).from(goods).where(eq(goods.id, id)))[0]!.s;

async function paidOrder(b: Buyer, goodsId: number, n: number) {
  const line = await putInCart(t.db, b.storeId, goodsId, n);
  const id = (await createOrders(b.actor, [line], { idempotencyKey: newKey(), addressId: b.addressId, invoice: { type: 'none' }, remark: '', expiryConfirmed: [goodsId] }))
    .orders[0]!.id;
  await payByBalance(b.storeId, id);
  const [l] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, id));
  return { id, lineId: l!.id };
}

describe(`console stock-in on ${process.env.TEST_DB}`, () => {
  it('refuses bad forms with Chinese field messages and writes nothing', async () => {
    const id = await pick.take();
    await emptyGoods(t.db, id);
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ batch_no: '', production_date: '2025-01-01', expiry_date: '2029-01-01', number: '5' }, 'batch_no', /请填写批号/],
      [{ batch_no: 'P1', production_date: '2025-01-01', expiry_date: '2024-12-01', number: '5' }, 'expiry_date', /有效期至应晚于生产日期/],
      [{ batch_no: 'P1', production_date: '2025-02-30', expiry_date: '2029-01-01', number: '5' }, 'production_date', /生产日期不是有效日期/],
      [{ batch_no: 'P1', production_date: '2025-01-01', expiry_date: '2029-01-01', number: '0' }, 'number', /入库数量至少为 1/],
      [{ batch_no: 'P 1', production_date: '2025-01-01', expiry_date: '2029-01-01', number: '5' }, 'batch_no', /批号只能包含/],
    ];
    for (const [fields, field, message] of cases) {
      const r = await post(merch, stockIn, `/admin/api/goods/${id}/batches`, id, form(fields));
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      expect(r.body.errors[field].join()).toMatch(message);
    }
    // An empty form: one message per field, as the form shows it beside each.
    const empty = await post(merch, stockIn, `/admin/api/goods/${id}/batches`, id, form({ batch_no: '', production_date: '', expiry_date: '', number: '' }));
    expect(empty.body.errors).toEqual({ batch_no: ['请填写批号'], production_date: ['请填写生产日期'], expiry_date: ['请填写有效期至'], number: ['入库数量至少为 1'] });
    const fake = await post(
      merch,
      stockIn,
      `/admin/api/goods/${id}/batches`,
      id,
      form({ batch_no: 'P1', production_date: '2025-01-01', expiry_date: '2029-01-01', number: '5' }, { data: 'not a pdf', name: 'r.pdf' }),
    );
    expect(fake.status).toBe(422);
    expect(fake.body.errors.file.join()).toMatch(/仅支持 JPG、PNG 图片或 PDF 文件/);
    expect(await batchesOfGoods(id)).toEqual([]);
    expect(await stockOf(id)).toBe(0);
    expect(fs.readdirSync(uploads, { recursive: true }).filter((f) => String(f).endsWith('.pdf'))).toEqual([]);
    const denied = await post(clerk, stockIn, `/admin/api/goods/${id}/batches`, id, form(cases[0]![0]));
    expect(denied.status).toBe(403);
  });

  it('two stock-ins with a report: audited, ledgered per batch, goods stock = their sum; the operator views and replaces the report', async () => {
    const id = await pick.take();
    await emptyGoods(t.db, id);
    const a = await post(
      merch,
      stockIn,
      `/admin/api/goods/${id}/batches`,
      id,
      form({ batch_no: 'B270601', production_date: '2025-06-01', expiry_date: '2029-06-01', number: '12' }, { data: await pdf(), name: '报告.pdf' }),
    );
    expect(a.body.code, JSON.stringify(a.body)).toBe(10000);
    expect(a.body.msg).toBe('已入库：批号 B270601 12 件，可售库存 12');
    const b = await post(
      merch,
      stockIn,
      `/admin/api/goods/${id}/batches`,
      id,
      form({ batch_no: 'B270301', production_date: '2025-03-01', expiry_date: '2029-03-01', number: '8' }),
    );
    expect(b.body.msg).toBe('已入库：批号 B270301 8 件，可售库存 20');
    expect(await stockOf(id)).toBe(20);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'goods.batch.receive'), eq(auditLog.objectId, String(id))));
    expect(audit.map((e) => [e.operatorName, (e.after as { batch_no: string; stock: number }).batch_no, (e.after as { stock: number }).stock]).sort()).toEqual([
      ['shangpin', 'B270301', 20],
      ['shangpin', 'B270601', 12],
    ]);
    const moves = await t.db.select().from(stockMovements).where(eq(stockMovements.goodsId, id));
    expect(moves.map((m) => [m.delta, m.batchId !== null, m.reason])).toEqual([
      [12, true, '入库：批号 B270601'],
      [8, true, '入库：批号 B270301'],
    ]);
    const page = (await batchPage(id))!;
    expect(page.batches.map((x) => [x.batchNo, x.onHand, x.stock, x.status, x.reportHref !== null])).toEqual([
      ['B270301', 8, 8, '正常', false],
      ['B270601', 12, 12, '正常', true],
    ]);
    const withReport = page.batches[1]!;
    const shown = await merch.call(viewReport, withReport.reportHref!, { params: { id: String(withReport.id) }, raw: true });
    expect([shown.status, shown.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const other = page.batches[0]!;
    const up = await post(merch, uploadReport, `/admin/api/batches/${other.id}/report`, other.id, form({}, { data: await pdf(), name: 'r.pdf' }));
    expect(up.body.msg).toBe('批号 B270301 的药检报告已上传');
    expect((await batchPage(id))!.batches[0]!.reportHref).toBe(`/admin/api/batches/${other.id}/report`);
    const none = await post(merch, uploadReport, `/admin/api/batches/${other.id}/report`, other.id, form({}));
    expect([none.status, none.body.errors?.file?.[0]]).toEqual([422, '请选择药检报告文件（PDF、JPG 或 PNG）']);
    expect(await batchInvariants(t.db)).toEqual({ stockMismatch: 0, negativeBatches: 0, unallocated: 0 });
  });
});

describe(`recall receivers and 无追溯码 on ${process.env.TEST_DB}`, () => {
  it('a recalled batch lists each receiving store with order, units and trace codes, in the page and the export', async () => {
    const id = await pick.take();
    await emptyGoods(t.db, id);
    await post(merch, stockIn, `/admin/api/goods/${id}/batches`, id, form({ batch_no: 'R1', production_date: '2025-01-01', expiry_date: '2029-01-01', number: '5' }));
    await post(merch, stockIn, `/admin/api/goods/${id}/batches`, id, form({ batch_no: 'R2', production_date: '2025-02-01', expiry_date: '2029-02-01', number: '20' }));
    const o1 = await paidOrder(buyers[0]!, id, 3);
    const o2 = await paidOrder(buyers[1]!, id, 4);
    const codes = (p: string, n: number) => Array.from({ length: n }, (_, i) => `${p}${String(i).padStart(20 - p.length, '0')}`);
    await t.db.transaction((tx) => shipInTx(tx, o1.id, '顺丰速运', 'SF1', [{ lineId: o1.lineId, codesText: codes('7101', 3).join('\n') }]));
    await t.db.transaction((tx) => shipInTx(tx, o2.id, '顺丰速运', 'SF2', [{ lineId: o2.lineId, codesText: codes('7102', 4).join('\n') }]));
    const r1 = (await batchesOfGoods(id)).find((b) => b.batchNo === 'R1')!;
    const recall = await post(merch, setStatus, `/admin/api/batches/${r1.id}/status`, r1.id, { status: '召回', reason: '抽检不合格' });
    expect(recall.body.msg).toBe('已召回，已通知 2 家客户');
    const page = (await batchPage(id))!;
    const shown = page.batches.find((b) => b.batchNo === 'R1')!;
    expect(shown.status).toBe('召回');
    // FEFO: order 1 took 3 of R1, order 2 the last 2 of R1 and 2 of R2.
    expect(shown.receivers.map((r) => [r.storeId, r.number, r.codes.length, r.lineSpans])).toEqual([
      [buyers[0]!.storeId, 3, 3, false],
      [buyers[1]!.storeId, 2, 4, true],
    ]);
    const rows = await exportRowsOf(receiversExport, { batch: r1.id, format: 'csv' });
    expect(rows.map((r) => [r.batchNo, r.status, r.number, String(r.codes).split('；').length])).toEqual([
      ['R1', '召回', 3, 3],
      ['R1', '召回', 2, 4],
    ]);
    expect(String(rows[0]!.codes)).toContain(codes('7101', 1)[0]);
    const file = await merch.call(receiversApi, `/admin/api/batches/${r1.id}/receivers?format=csv`, { params: { id: String(r1.id) } });
    expect([file.status, file.headers.get('content-disposition')]).toEqual([200, `attachment; filename*=UTF-8''${encodeURIComponent(`批次收货客户-${r1.id}.csv`)}`]);
    expect(String(file.body)).toContain(codes('7102', 1)[0]);
    expect((await clerk.call(receiversApi, `/admin/api/batches/${r1.id}/receivers`, { params: { id: String(r1.id) } })).status).toBe(403);
    expect(page.goods.stock).toBe(18);
  });

  it('a goods flagged 无追溯码 ships without codes or a reason; unflagged it needs them again', async () => {
    const id = await pick.take();
    await emptyGoods(t.db, id);
    await post(merch, stockIn, `/admin/api/goods/${id}/batches`, id, form({ batch_no: 'U1', production_date: '2025-01-01', expiry_date: '2029-01-01', number: '10' }));
    const bad = await post(merch, untracedApi, `/admin/api/goods/${id}/untraced`, id, { untraced: 'x' });
    expect([bad.status, bad.body.errors?.untraced?.[0]]).toEqual([422, '请选择是否无追溯码']);
    const set = await post(merch, untracedApi, `/admin/api/goods/${id}/untraced`, id, { untraced: '1' });
    expect(set.body.msg).toBe('已设为无追溯码：发货时无需扫码');
    expect((await batchPage(id))!.untraced).toBe(true);
    const o = await paidOrder(buyers[0]!, id, 2);
    await t.db.transaction((tx) => shipInTx(tx, o.id, '顺丰速运', 'SFU', [{ lineId: o.lineId }]));
    await post(merch, untracedApi, `/admin/api/goods/${id}/untraced`, id, { untraced: '0' });
    const o2 = await paidOrder(buyers[0]!, id, 2);
    await expect(t.db.transaction((tx) => shipInTx(tx, o2.id, '顺丰速运', 'SFV', [{ lineId: o2.lineId }]))).rejects.toThrow(/追溯码/);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'goods.untraced'), eq(auditLog.objectId, String(id))));
    expect(audit.map((e) => (e.after as { untraced: boolean }).untraced)).toEqual([true, false]);
  });
});

describe(`近效期 batches on ${process.env.TEST_DB}`, () => {
  it('a batch under 6 months sells only in the zone: step 2 and an ordinary-price order are refused until the operator allows it', async () => {
    const id = await pick.take();
    await emptyGoods(t.db, id);
    const soon = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const later = new Date(Date.now() + 900 * 86_400_000).toISOString().slice(0, 10);
    await post(merch, stockIn, `/admin/api/goods/${id}/batches`, id, form({ batch_no: 'N1', production_date: '2024-06-01', expiry_date: soon, number: '3' }));
    await post(merch, stockIn, `/admin/api/goods/${id}/batches`, id, form({ batch_no: 'N2', production_date: '2025-06-01', expiry_date: later, number: '10' }));
    const page = (await batchPage(id))!;
    expect(page.batches.map((b) => [b.batchNo, b.nearExpiry, b.ordinarySale])).toEqual([
      ['N1', true, false],
      ['N2', false, false],
    ]);
    // Step 2 already says so (the page shows the message with 返回购物车), and submitting is refused.
    const cartLine = await putInCart(t.db, buyers[0]!.storeId, id, 2);
    await expect(checkoutPreview(buyers[0]!.actor, [cartLine])).rejects.toThrow(`批号 N1 有效期至 ${soon}：效期不足 6 个月，仅在近效期专场销售`);
    const tried = paidOrder(buyers[0]!, id, 2);
    await expect(tried).rejects.toThrow(`批号 N1 有效期至 ${soon}：效期不足 6 个月，仅在近效期专场销售`);
    expect(await refusal(paidOrder(buyers[0]!, id, 2))).toBe(40913);
    const n1 = page.batches[0]!;
    const allowed = await post(merch, ordinarySaleApi, `/admin/api/batches/${n1.id}/ordinary-sale`, n1.id, { ordinary_sale: '1' });
    expect(allowed.body.msg).toBe('批号 N1 近效期时仍可常规销售');
    const o = await paidOrder(buyers[0]!, id, 2);
    expect(o.id).toBeGreaterThan(0);
    // The 3 units of N1 are now 2 reserved + 1; once it is used up the next batch (long-dated) sells freely again.
    await post(merch, ordinarySaleApi, `/admin/api/batches/${n1.id}/ordinary-sale`, n1.id, { ordinary_sale: '0' });
    expect(await refusal(paidOrder(buyers[1]!, id, 1))).toBe(40913);
    await post(merch, setStatus, `/admin/api/batches/${n1.id}/status`, n1.id, { status: '停售', reason: '近效期转专场' });
    expect((await paidOrder(buyers[1]!, id, 1)).id).toBeGreaterThan(0);
  });
});

describe(`近效期 batches when goods go into the cart on ${process.env.TEST_DB}`, () => {
  const soon = () => new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  it('the cart refuses a zone-only batch at the ordinary price (add and quantity edit), the detail says so', async () => {
    const id = await pick.take();
    await emptyGoods(t.db, id);
    await post(merch, stockIn, `/admin/api/goods/${id}/batches`, id, form({ batch_no: 'Z1', production_date: '2024-06-01', expiry_date: soon(), number: '4' }));
    await post(merch, stockIn, `/admin/api/goods/${id}/batches`, id, form({ batch_no: 'Z2', production_date: '2025-06-01', expiry_date: '2030-01-01', number: '10' }));
    const b = buyers[0]!;
    const said = `批号 Z1 有效期至 ${soon()}：效期不足 6 个月，仅在近效期专场销售`;
    const adding = addLines(b.actor, [{ goods_id: id, number: 1, ck_id: 0 } as never]);
    await expect(adding).rejects.toThrow(said);
    expect(await refusal(addLines(b.actor, [{ goods_id: id, number: 1, ck_id: 0 } as never]))).toBe(40913);
    expect((await detailBatches(id, b.actor.viewer)).zone_only).toEqual({ batch_no: 'Z1', expiry_date: soon(), message: said });
    // Allowed by the operator: it goes in; taken back: raising the quantity is refused, and the detail says so again.
    const z1 = (await batchesOfGoods(id)).find((x) => x.batchNo === 'Z1')!;
    await post(merch, ordinarySaleApi, `/admin/api/batches/${z1.id}/ordinary-sale`, z1.id, { ordinary_sale: '1' });
    expect((await detailBatches(id, b.actor.viewer)).zone_only).toBeNull();
    const line = (await addLines(b.actor, [{ goods_id: id, number: 1, ck_id: 0 } as never])).data.items[0]!;
    await post(merch, ordinarySaleApi, `/admin/api/batches/${z1.id}/ordinary-sale`, z1.id, { ordinary_sale: '0' });
    expect(await refusal(editLine(b.actor, line.id, 2))).toBe(40913);
    await t.db.delete(cartItems).where(eq(cartItems.id, line.id));
  });

  it('a combination whose part ships from a zone-only batch is refused when added and at step 2', async () => {
    const [combo] = await t.db
      .select()
      .from(goods)
      .where(and(eq(goods.type, 3), eq(goods.isOnSale, true), eq(goods.isBuy, true)))
      .limit(1);
    const parts = await t.db.select().from(goodsCombinationItems).where(eq(goodsCombinationItems.comboId, combo!.id));
    const part = parts[0]!;
    const [p] = await t.db.select({ name: goods.name }).from(goods).where(eq(goods.id, part.goodsId));
    const zc1 = await receive(t.db, { goodsId: part.goodsId, batchNo: 'ZC1', productionDate: '2024-06-01', expiryDate: soon(), number: 50 }, { ordinarySale: false });
    const b = buyers[1]!;
    const said = `组合「${combo!.name}」中的「${p!.name}」批号 ZC1 有效期至 ${soon()}`;
    await expect(addLines(b.actor, [{ goods_id: combo!.id, number: 1, ck_id: 0, type: 3 } as never])).rejects.toThrow(said);
    const [row] = await t.db.insert(cartItems).values({ storeId: b.storeId, goodsId: combo!.id, number: 1, type: 3, isSelected: true }).returning({ id: cartItems.id });
    await expect(checkoutPreview(b.actor, [row!.id])).rejects.toThrow(said);
    await t.db.delete(cartItems).where(eq(cartItems.id, row!.id));
    await post(merch, setStatus, `/admin/api/batches/${zc1.batchId}/status`, zc1.batchId, { status: '停售', reason: '近效期转专场' });
  });
});

describe(`the goods file per batch on ${process.env.TEST_DB}`, () => {
  it('exports one row per sellable batch; an import sets a batch stock, takes in a new 批号 and refuses other dates for a known one', async () => {
    const id = await pick.take();
    await emptyGoods(t.db, id);
    await post(merch, stockIn, `/admin/api/goods/${id}/batches`, id, form({ batch_no: 'X1', production_date: '2025-01-01', expiry_date: '2029-01-01', number: '10' }));
    await post(merch, stockIn, `/admin/api/goods/${id}/batches`, id, form({ batch_no: 'X2', production_date: '2025-02-01', expiry_date: '2029-02-01', number: '6' }));
    const rows = (await exportRowsOf(goodsExport, { format: 'xlsx' })).filter((r) => r.商品编号 === id);
    expect(rows.map((r) => [r.批号, r.生产日期, r.有效期至, r.库存])).toEqual([
      ['X1', '2025-01-01', '2029-01-01', 10],
      ['X2', '2025-02-01', '2029-02-01', 6],
    ]);
    const upload = (handler: any, p: string, file: Buffer) => {
      const f = new FormData();
      f.set('file', new File([new Uint8Array(file)], 'goods.xlsx'));
      return merch.call(handler, p, { body: f });
    };
    const bad = await sheetBuffer(goodsExport.spec, onePage([{ ...rows[0]!, 有效期至: '2029-05-01' }]), 'xlsx');
    const refused = await upload(previewImport, '/admin/api/goods/import/preview', bad);
    expect(refused.body.data.rows[0].errors).toEqual(['批号：X1 已存在（生产日期 2025-01-01，有效期至 2029-01-01），日期不一致']);
    const next = [{ ...rows[0]!, 库存: 4 }, rows[1]!, { ...rows[1]!, 批号: 'X3', 生产日期: '2025-03-01', 有效期至: '2029-03-01', 库存: 9 }];
    const file = await sheetBuffer(goodsExport.spec, onePage(next), 'xlsx');
    const shown = await upload(previewImport, '/admin/api/goods/import/preview', file);
    expect(shown.body.data).toMatchObject({ total: 3, updates: 1, creates: 0, errors: 0 });
    expect(shown.body.data.rows.map((r: any) => r.changes)).toEqual([['批号 X1 库存：10 → 4'], [], ['新批号 X3（有效期至 2029-03-01）入库 9']]);
    expect((await upload(applyImport, '/admin/api/goods/import/apply', file)).body.data).toEqual({ created: 0, updated: 1 });
    expect((await batchesOfGoods(id)).map((b) => [b.batchNo, b.stock])).toEqual([
      ['X1', 4],
      ['X2', 6],
      ['X3', 9],
    ]);
    expect(await stockOf(id)).toBe(19);
    const moves = await t.db.select().from(stockMovements).where(eq(stockMovements.goodsId, id)).orderBy(stockMovements.id);
    expect(moves.slice(-2).map((m) => [m.delta, m.stockAfter, m.reason])).toEqual([
      [-6, 4, '批量导入：库存调整'],
      [9, 9, '批量导入：新批次入库'],
    ]);
    expect(await batchInvariants(t.db)).toEqual({ stockMismatch: 0, negativeBatches: 0, unallocated: 0 });

    // A new goods (no 商品编号) in three rows, one per batch: one goods, three batches, stock = their sum, FEFO head shown.
    const fresh = { ...rows[0]!, 商品编号: '', 通用名: '批次导入测试片', 批准文号: '国药准字H20990001' };
    const three = [
      { ...fresh, 批号: 'N-B', 生产日期: '2025-02-01', 有效期至: '2029-02-01', 库存: 5 },
      { ...fresh, 批号: 'N-A', 生产日期: '2025-01-01', 有效期至: '2028-01-01', 库存: 7 },
      { ...fresh, 批号: 'N-C', 生产日期: '2025-03-01', 有效期至: '2029-03-01', 库存: 0 },
    ];
    const twice = await upload(previewImport, '/admin/api/goods/import/preview', await sheetBuffer(goodsExport.spec, onePage([...three, three[0]!]), 'xlsx'));
    expect(twice.body.data.rows.find((r: any) => r.line === 5).errors).toEqual(['批号：与第 2 行为同一新商品，批号 N-B 在文件中重复出现']);
    const newFile = await sheetBuffer(goodsExport.spec, onePage(three), 'xlsx');
    const plan = await upload(previewImport, '/admin/api/goods/import/preview', newFile);
    expect(plan.body.data).toMatchObject({ creates: 1, errors: 0 });
    expect(plan.body.data.rows.find((r: any) => r.line === 3).changes).toEqual(['第 2 行新商品的另一批次：批号 N-A（有效期至 2028-01-01）入库 7']);
    const made = (await upload(applyImport, '/admin/api/goods/import/apply', newFile)).body.data;
    expect(made.created).toBe(1);
    const [g] = await t.db.select().from(goods).where(eq(goods.name, '批次导入测试片'));
    expect((await batchesOfGoods(g!.id)).map((b) => [b.batchNo, b.stock])).toEqual([
      ['N-B', 5],
      ['N-A', 7],
      ['N-C', 0],
    ]);
    expect([g!.stock, g!.batchNo, g!.expiryDate]).toEqual([12, 'N-A', '2028-01-01']);
    expect(await batchInvariants(t.db)).toEqual({ stockMismatch: 0, negativeBatches: 0, unallocated: 0 });
  });
});
