/**
 * 首营资料 (issue 25 item 4): the buyer's pack is owner-only (a goods the store never bought, or asked by
 * another store → 404); the console upload checks the file by content (422 in Chinese, nothing written),
 * replaces a file and sends each concerned store one 站内消息 per new or renewed file (none for a re-send);
 * expiry flags 已过期 / 30 天内到期 show to the buyer and in the console. PGlite and PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { makeBuyers, type Buyer } from '../helpers/orders-fixtures';
import { loginAs } from '../helpers/accounts-fixtures';
import { TestBrowser } from '../helpers/accounts-browser';
import { operatorBrowser } from '../helpers/console-fixtures';
import { documentGoods, shippedOrder, type DocGoods } from '../helpers/documents-fixtures';
import { hashPassword } from '../../src/server/auth/password';
import { auditLog, firstSaleFiles, messages, stores } from '../../src/server/db/schema';
import { GET as goodsList } from '../../src/pages/api/goods/first-sale/[id]/index';
import { GET as goodsPack } from '../../src/pages/api/goods/first-sale/[id]/pack';
import { GET as orderList } from '../../src/pages/api/order/[id]/documents/index';
import { GET as orderFile } from '../../src/pages/api/order/[id]/documents/[file]';
import { POST as upload } from '../../src/pages/admin/api/first-sale/index';
import { GET as viewFile } from '../../src/pages/admin/api/first-sale/[id]';
import { expiryFlag, flaggedCounts, registrationList, supplierFiles } from '../../src/server/documents/first-sale';
import { shanghaiToday } from '../../src/lib/time';

let t: TestDb;
let g: DocGoods;
let buyers: Buyer[];
let owner: TestBrowser;
let other: TestBrowser;
let merch: TestBrowser;
let orderId: number;
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-first-sale-'));
const day = (n: number) => new Date(Date.parse(`${shanghaiToday()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  process.env.UPLOAD_DIR = uploads;
  t = await createTestDb();
  buyers = await makeBuyers(t.db, 2, { balance: 100_000_000, passwordHash: await hashPassword('Demo@123456') });
  g = await documentGoods(t.db);
  orderId = await shippedOrder(t.db, buyers[0]!, [[g.plain, 2]]);
  owner = await loginAs(buyers[0]!.username, '10.26.0.1');
  other = await loginAs(buyers[1]!.username, '10.26.0.2');
  merch = await operatorBrowser('merchandiser');
}, 120_000);
afterAll(async () => {
  await t?.teardown();
  delete process.env.UPLOAD_DIR;
  fs.rmSync(uploads, { recursive: true, force: true });
});

const asGoods = (b: TestBrowser, handler: any, id: number, tail = '') => b.call(handler, `/api/goods/first-sale/${id}${tail}`, { params: { id: String(id) }, raw: tail !== '' });
const bytes = async (r: { body: unknown }) => new Uint8Array(await (r.body as Response).arrayBuffer());
const pdf = (note: string) => Buffer.from(`%PDF-1.4\n% ${note}\n%%EOF\n`);
function form(fields: Record<string, string>, file?: { data: Buffer | string; name: string }) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  if (file) f.set('file', new File([typeof file.data === 'string' ? file.data : new Uint8Array(file.data)], file.name));
  return f;
}
const post = (body: FormData) => merch.call(upload, '/admin/api/first-sale', { body });
const noticesOf = async (storeId: number) =>
  Number(
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .where(and(eq(messages.storeId, storeId), like(messages.title, '首营资料%')))
    )[0]!.n,
  );
const slot = async (s: string) => (await t.db.select().from(firstSaleFiles).where(eq(firstSaleFiles.slot, s)))[0]!;
const storedFiles = () => (fs.existsSync(path.join(uploads, 'first-sale')) ? fs.readdirSync(path.join(uploads, 'first-sale')) : []);

describe(`首营资料 on ${process.env.TEST_DB}`, () => {
  it('flags expiry by Shanghai day: 已过期 after the day, 30 天内到期 up to 30 days before', () => {
    expect(expiryFlag('2026-01-09', '2026-01-10')).toBe('expired');
    expect(expiryFlag('2026-01-10', '2026-01-10')).toBe('soon');
    expect(expiryFlag('2026-02-09', '2026-01-10')).toBe('soon');
    expect(expiryFlag('2026-02-10', '2026-01-10')).toBe(null);
  });

  it('demo data: five licences of the wholesaler, the GSP certificate within 30 days of expiry, a file per goods', async () => {
    const own = await supplierFiles();
    expect(own.map((f) => f.kind)).toEqual(['business_licence', 'drug_licence', 'gsp', 'quality_agreement', 'agent_letter']);
    expect(own.find((f) => f.kind === 'gsp')!.flag).toBe('soon');
    expect(own.find((f) => f.kind === 'agent_letter')!.agentIdNo).toMatch(/^\d{17}[\dX]$/);
    expect((await slot(`goods:${g.plain}`)).kind).toBe('registration');
  });

  it('gives the pack only to a store that bought the goods; another store or a goods never bought → 404', async () => {
    const mine = await asGoods(owner, goodsList, g.plain);
    expect(mine.status).toBe(200);
    expect(mine.body.data.url).toBe(`/api/goods/first-sale/${g.plain}/pack`);
    expect(mine.body.data.files.map((f: any) => f.title)).toContain('药品GSP证书');
    expect(mine.body.data.files.find((f: any) => f.title === '药品GSP证书').flag_text).toBe('30 天内到期');
    const zip = unzipSync(await bytes(await asGoods(owner, goodsPack, g.plain, '/pack')));
    const names = Object.keys(zip);
    expect(names.filter((n) => n.endsWith('.pdf')).length).toBe(6);
    expect(names.some((n) => n.startsWith('商品资料-') && n.includes(String(g.plain)))).toBe(true);
    expect(strFromU8(zip['资料清单.txt']!)).toContain('【30 天内到期】药品GSP证书');

    expect((await asGoods(other, goodsList, g.plain)).body.data).toBe(null);
    expect((await asGoods(other, goodsPack, g.plain, '/pack')).status).toBe(404);
    expect((await asGoods(owner, goodsList, g.twoBatch)).body.data).toBe(null);
    expect((await asGoods(owner, goodsPack, g.twoBatch, '/pack')).status).toBe(404);
    expect((await asGoods(new TestBrowser('10.26.0.3'), goodsPack, g.plain, '/pack')).status).toBe(401);

    const docs = (await owner.call(orderList, `/api/order/${orderId}/documents`, { params: { id: String(orderId) } })).body.data;
    const entry = docs.find((d: any) => d.kind === 'first_sale');
    expect(entry.url).toBe(`/api/order/${orderId}/documents/first-sale.zip`);
    const viaOrder = await owner.call(orderFile, entry.url, { params: { id: String(orderId), file: 'first-sale.zip' }, raw: true });
    expect(Object.keys(unzipSync(await bytes(viaOrder)))).toContain('资料清单.txt');
    expect((await other.call(orderFile, entry.url, { params: { id: String(orderId), file: 'first-sale.zip' }, raw: true })).status).toBe(404);
  });

  it('refuses a bad upload with a Chinese message and writes nothing', async () => {
    const before = await slot(`goods:${g.plain}`);
    const audits = (await t.db.select().from(auditLog)).length;
    const fake = await post(form({ kind: 'registration', goods_id: String(g.plain), expires_on: day(400) }, { data: 'MZ not a pdf', name: '注册证.pdf' }));
    expect(fake.status).toBe(422);
    expect(fake.body.errors.file.join()).toMatch(/仅支持 JPG、PNG 图片或 PDF 文件/);
    const script = await post(form({ kind: 'registration', goods_id: String(g.plain), expires_on: day(400) }, { data: '%PDF-1.4\n/JavaScript (x)\n%%EOF\n', name: 'a.pdf' }));
    expect(script.status).toBe(422);
    expect(script.body.errors.file.join()).toMatch(/PDF 含有脚本/);
    const past = await post(form({ kind: 'registration', goods_id: String(g.plain), expires_on: day(-1) }, { data: pdf('x'), name: 'a.pdf' }));
    expect(past.status).toBe(422);
    expect(past.body.errors.expires_on.join()).toBe('有效期已过，请上传在有效期内的资料');
    const agent = await post(form({ kind: 'agent_letter', expires_on: day(100), agent_name: '王五', agent_id_no: '12345' }, { data: pdf('x'), name: 'a.pdf' }));
    expect(agent.status).toBe(422);
    expect(agent.body.errors.agent_id_no.join()).toBe('请填写正确的 18 位身份证号');
    const noGoods = await post(form({ kind: 'registration', goods_id: '999999999', expires_on: day(100) }, { data: pdf('x'), name: 'a.pdf' }));
    expect(noGoods.status).toBe(422);
    expect(noGoods.body.errors.goods_id.join()).toBe('商品不存在');
    expect(await slot(`goods:${g.plain}`)).toEqual(before);
    expect(storedFiles()).toEqual([]);
    expect((await t.db.select().from(auditLog)).length).toBe(audits);
    expect(await noticesOf(buyers[0]!.storeId)).toBe(0);
  });

  it('replaces a registration file: the buyer gets one message per new or renewed file, none for a re-send', async () => {
    const first = await post(form({ kind: 'registration', goods_id: String(g.plain), cert_no: '国药准字H20260001', expires_on: day(500) }, { data: pdf('v2'), name: '批件.pdf' }));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ version: 2, notified: 1 });
    expect(await noticesOf(buyers[0]!.storeId)).toBe(1);
    expect(await noticesOf(buyers[1]!.storeId)).toBe(0);
    const again = await post(form({ kind: 'registration', goods_id: String(g.plain), cert_no: '国药准字H20260001', expires_on: day(500) }, { data: pdf('v2'), name: '批件.pdf' }));
    expect(again.body.data).toMatchObject({ version: 2, notified: 0 });
    expect(await noticesOf(buyers[0]!.storeId)).toBe(1);
    expect(storedFiles()).toHaveLength(1);
    const renewed = await post(
      form({ kind: 'registration', goods_id: String(g.plain), cert_no: '国药准字H20260001', expires_on: day(900) }, { data: pdf('v3'), name: '批件.pdf' }),
    );
    expect(renewed.body.data).toMatchObject({ version: 3, notified: 1 });
    expect(await noticesOf(buyers[0]!.storeId)).toBe(2);
    expect(storedFiles()).toHaveLength(1); // the replaced upload is gone
    const row = await slot(`goods:${g.plain}`);
    const shown = await merch.call(viewFile, `/admin/api/first-sale/${row.id}`, { params: { id: String(row.id) }, raw: true });
    expect(Buffer.from(await bytes(shown)).toString('latin1')).toContain('v3');
    const [msg] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.storeId, buyers[0]!.storeId))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(msg!.body).toContain(`有效期至 ${day(900)}`);
  });

  it('a renewed licence of the wholesaler reaches every approved store once, and its flag clears', async () => {
    const approved = (await t.db.select({ id: stores.id }).from(stores).where(eq(stores.isPassed, true))).length;
    const r = await post(form({ kind: 'gsp', cert_no: 'ZJ-GSP-2026-0001', expires_on: day(1800) }, { data: pdf('gsp'), name: 'gsp.pdf' }));
    expect(r.status).toBe(200);
    expect(r.body.data.notified).toBe(approved);
    const [n] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(eq(messages.title, '首营资料已更新：药品GSP证书'));
    expect(Number(n!.n)).toBe(approved);
    expect((await supplierFiles()).find((f) => f.kind === 'gsp')!.flag).toBe(null);
  });

  it('flags an expired file to the buyer and in the console', async () => {
    await t.db
      .update(firstSaleFiles)
      .set({ expiresOn: day(-1) })
      .where(eq(firstSaleFiles.slot, `goods:${g.plain}`));
    const mine = await asGoods(owner, goodsList, g.plain);
    expect(mine.body.data.files.find((f: any) => f.goods_name !== '')).toMatchObject({ flag: 'expired', flag_text: '已过期' });
    const zip = unzipSync(await bytes(await asGoods(owner, goodsPack, g.plain, '/pack')));
    expect(strFromU8(zip['资料清单.txt']!)).toContain('【已过期】药品注册批件');
    expect((await registrationList(String(g.plain)))[0]).toMatchObject({ goodsId: g.plain, flag: 'expired' });
    expect((await flaggedCounts()).expired).toBeGreaterThanOrEqual(1);
  });
});
