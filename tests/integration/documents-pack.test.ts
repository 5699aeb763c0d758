/**
 * The per-order document pack (issue 25 items 2–3) through the endpoints with real sessions: the list,
 * every file owner-only (another store's order → 404, never 403), operators by role; the 医保/ERP export
 * (JSON purcinfo with drugtracinfo, XLSX with three sheets and the 3503 key row) reconciles to the charge;
 * documents.zip holds all of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { makeBuyers, type Buyer } from '../helpers/orders-fixtures';
import { loginAs } from '../helpers/accounts-fixtures';
import { TestBrowser } from '../helpers/accounts-browser';
import { couponFor, documentGoods, shippedOrder, type DocGoods } from '../helpers/documents-fixtures';
import { hashPassword } from '../../src/server/auth/password';
import { orders } from '../../src/server/db/schema';
import { issueInvoice } from '../../src/server/invoices/invoices';
import { GET as list } from '../../src/pages/api/order/[id]/documents/index';
import { GET as file } from '../../src/pages/api/order/[id]/documents/[file]';
import { GET as range } from '../../src/pages/api/order/export';
import { receivedBatches } from '../../src/server/documents/received-batches';
import { parseYuanToFen } from '../../src/lib/money';
import { shanghaiToday } from '../../src/lib/time';

let t: TestDb;
let g: DocGoods;
let buyers: Buyer[];
let owner: TestBrowser;
let other: TestBrowser;
let orderId: number;
let payable: number;

beforeAll(async () => {
  t = await createTestDb({ storeWideDiscount: true });
  buyers = await makeBuyers(t.db, 2, { balance: 100_000_000, passwordHash: await hashPassword('Demo@123456') });
  g = await documentGoods(t.db);
  orderId = await shippedOrder(
    t.db,
    buyers[0]!,
    [
      [g.twoBatch, 6],
      [g.manjian, 9],
      [g.gift, 5],
    ],
    await couponFor(t.db, buyers[0]!.storeId),
  );
  await t.db
    .update(orders)
    .set({ invoice: { type: 'normal', title: '测试药房', taxNo: '', email: '' } })
    .where(eq(orders.id, orderId));
  payable = (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.payableAmount;
  await issueInvoice(String(orderId), { numbers: { invoice_code: '', invoice_no: '26330000000012345678', issue_date: shanghaiToday(), amount: payable, tax_amount: 1 } });
  owner = await loginAs(buyers[0]!.username, '10.25.0.1');
  other = await loginAs(buyers[1]!.username, '10.25.0.2');
}, 120_000);
afterAll(async () => {
  await t?.teardown();
});

const get = (b: TestBrowser, name: string) => b.call(file, `/api/order/${orderId}/documents/${name}`, { params: { id: String(orderId), file: name }, raw: true });
const bytes = async (r: { body: unknown }) => new Uint8Array(await (r.body as Response).arrayBuffer());

describe(`document pack on ${process.env.TEST_DB}`, () => {
  it('lists the delivery note, both batches’ reports, the exports and the zip, for the owner only', async () => {
    const mine = (await owner.call(list, `/api/order/${orderId}/documents`, { params: { id: String(orderId) } })).body;
    expect(mine.code).toBe(10000);
    const kinds = mine.data.map((d: any) => d.kind);
    expect(kinds.filter((k: string) => k === 'inspection_report').length).toBeGreaterThanOrEqual(2);
    for (const k of ['delivery_note', 'invoice', 'export_xlsx', 'export_json', 'zip']) expect(kinds).toContain(k);
    const theirs = await other.call(list, `/api/order/${orderId}/documents`, { params: { id: String(orderId) } });
    expect(theirs.status).toBe(404);
    for (const d of mine.data) {
      const name = d.url.split('/').pop();
      const ok = await get(owner, name);
      expect(ok.status, d.url).toBe(200);
      expect((await bytes(ok)).length).toBeGreaterThan(50);
      const denied = await get(other, name);
      expect(denied.status, d.url).toBe(404);
      expect(JSON.stringify(await (denied.body as Response).text())).not.toContain('测试药房');
    }
    expect((await get(new TestBrowser('10.25.0.3'), 'delivery-note.pdf')).status).toBe(401);
  });

  it('exports JSON purcinfo with trace codes per line and Σ = the charge; XLSX has three sheets with the 3503 keys', async () => {
    const json = JSON.parse(new TextDecoder().decode(await bytes(await get(owner, 'export.json'))));
    const recs = json.purcinfo;
    expect(recs.length).toBeGreaterThanOrEqual(4);
    const sum = recs.reduce((s: number, r: any) => s + parseYuanToFen(String(r.purc_amt.toFixed(2)))!, 0);
    expect(sum + parseYuanToFen(json.orders[0].shipping_fee)!).toBe(payable);
    expect(recs.some((r: any) => r.prod_geay_flag === '1')).toBe(true);
    for (const key of ['dynt_no', 'manu_lotnum', 'manu_date', 'expy_end', 'prodentp_name', 'aprvno', 'purc_retn_cnt', 'finl_trns_pric', 'rx_flag'])
      expect(recs[0]).toHaveProperty(key);
    const codes = recs.flatMap((r: any) => r.drugtracinfo);
    expect(codes.reduce((s: number, c: any) => s + c.units, 0)).toBe(6 + 9 + 5);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await bytes(await get(owner, 'export.xlsx'))).buffer as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['单据', '明细', '追溯码']);
    const lines = wb.getWorksheet('明细')!;
    expect(lines.getRow(1).values).toContain('最终成交单价');
    expect(lines.getRow(2).values).toContain('finl_trns_pric');
    expect(wb.getWorksheet('追溯码')!.rowCount).toBe(2 + codes.length);
  });

  it('zips every document', async () => {
    const zip = unzipSync(await bytes(await get(owner, 'documents.zip')));
    const names = Object.keys(zip);
    expect(names.some((n) => n.startsWith('随货同行单'))).toBe(true);
    expect(names.filter((n) => n.startsWith('药检报告')).length).toBeGreaterThanOrEqual(2);
    expect(names.some((n) => n.endsWith('.xlsx'))).toBe(true);
    expect(names.some((n) => n.endsWith('.json'))).toBe(true);
    expect(names.some((n) => n.startsWith('电子发票'))).toBe(true);
  });

  it('exports my orders shipped in a date range; a reversed range is a 422 in Chinese', async () => {
    const today = shanghaiToday();
    const json = await owner.call(range, `/api/order/export?from=${today}&to=${today}&format=json`);
    expect(json.status).toBe(200);
    expect(json.body.orders.length).toBe(1);
    expect((await other.call(range, `/api/order/export?from=${today}&to=${today}&format=json`)).body.purcinfo).toEqual([]);
    const bad = await owner.call(range, `/api/order/export?from=${today}&to=2020-01-01`);
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('结束日期不能早于开始日期');
  });

  it('质检报告 lists the received batches with reports, searchable, for the owner only', async () => {
    const all = await receivedBatches(buyers[0]!.storeId);
    expect(all.length).toBeGreaterThanOrEqual(3);
    const one = all[0]!;
    expect((await receivedBatches(buyers[0]!.storeId, one.batchNo)).map((b) => b.batchId)).toEqual([one.batchId]);
    expect((await receivedBatches(buyers[0]!.storeId, one.name)).length).toBeGreaterThanOrEqual(1);
    expect(await receivedBatches(buyers[1]!.storeId)).toEqual([]);
    expect((await get(owner, one.url.split('/').pop()!)).status).toBe(200);
  });
});
