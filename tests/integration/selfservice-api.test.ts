/**
 * Self-service APIs of issue 15 through their handlers with real sessions (TestBrowser), on PGlite and
 * PostgreSQL: favourites, quick purchase, wanted products, invoice titles and invoices (with the demo PDF),
 * feedback with images and replies, and the customer-service chat (token, history, stream). Another
 * member's objects are 404; bad input is a 422 with Chinese messages and writes nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { TestBrowser } from '../helpers/accounts-browser';
import { loginAs } from '../helpers/accounts-fixtures';
import { GET as favList, POST as favAdd } from '../../src/pages/api/favorite/index';
import { POST as favCancel } from '../../src/pages/api/favorite/cancel';
import { GET as fastBuy } from '../../src/pages/api/user/fast_buy';
import { GET as buyList, POST as buyAdd } from '../../src/pages/api/user/buy/index';
import { GET as buyDetail } from '../../src/pages/api/user/buy/[id]';
import { GET as buyPhoto } from '../../src/pages/api/user/buy/[id]/photo';
import { GET as invoiceList } from '../../src/pages/api/user/invoices/index';
import { GET as invoicePdf } from '../../src/pages/api/user/invoices/[id]/pdf';
import { GET as titleList, POST as titleAdd } from '../../src/pages/api/user/invoice_titles/index';
import { DELETE as titleDelete } from '../../src/pages/api/user/invoice_titles/[id]';
import { POST as titleDefault } from '../../src/pages/api/user/invoice_titles/[id]/default';
import { GET as feedbackList, POST as feedbackAdd } from '../../src/pages/api/user/feedback/index';
import { GET as feedbackDetail } from '../../src/pages/api/user/feedback/[id]';
import { GET as feedbackImage } from '../../src/pages/api/user/feedback/[id]/image/[n]';
import { GET as chatGet, POST as chatPost } from '../../src/pages/api/chat/messages';
import { GET as userBase } from '../../src/pages/api/user/base';
import { GET as chatStream } from '../../src/pages/api/chat/stream';
import { favorites, feedback, goods, messages, orders, wantedRequests } from '../../src/server/db/schema';
import { decideWanted } from '../../src/server/wanted/service';
import { issueInvoice, redInvoice } from '../../src/server/invoices/invoices';
import { numbersFor } from '../helpers/invoice-numbers';
import { replyFeedback } from '../../src/server/feedback/feedback';
import { postOperatorMessage } from '../../src/server/chat/messages';
import { signToken } from '../../src/server/auth/tokens';
import { runSelfServiceCommand } from '../../src/server/self-service/admin-commands';
import { DEMO_PAST_ORDERS } from '../../src/server/seed/selfservice';

let t: TestDb;
let demo: TestBrowser;
let other: TestBrowser;
const visitor = new TestBrowser('10.15.0.9');
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-selfservice-'));
const hasChinese = (s: unknown) => /[\u4e00-\u9fa5]/.test(String(s));

beforeAll(async () => {
  process.env.UPLOAD_DIR = uploads;
  t = await createTestDb({ goodsCount: 400 });
  demo = await loginAs('demo', '10.15.0.1');
  other = await loginAs('pending', '10.15.0.2');
});
afterAll(async () => {
  await t?.teardown();
  fs.rmSync(uploads, { recursive: true, force: true });
});

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
async function someGoods(n: number): Promise<number[]> {
  const rows = await t.db
    .select({ id: goods.id })
    .from(goods)
    .where(eq(goods.isOnSale, true))
    .orderBy(sql`id desc`)
    .limit(n);
  return rows.map((r) => r.id);
}

describe(`favourites on ${process.env.TEST_DB}`, () => {
  it('adds with 收藏成功, lists with today’s price and stock, cancels with 取消收藏成功', async () => {
    const ids = await someGoods(2);
    const added = await demo.call(favAdd, '/api/favorite', { body: { goods_ids: ids } });
    expect(added.body).toMatchObject({ code: 10000, msg: '收藏成功', data: { added: 2, url: '/star' } });
    const again = await demo.call(favAdd, '/api/favorite', { body: { goods_ids: ids[0] } });
    expect(again.body).toMatchObject({ code: 10000, data: { added: 0 } });
    const list = await demo.call(favList, '/api/favorite?page=1');
    const mine = list.body.data.list.filter((f: any) => ids.includes(f.goods_id));
    expect(mine).toHaveLength(2);
    expect(mine[0].goods.base_price).toMatch(/^\d+\.\d{2}$/);
    expect(typeof mine[0].goods.number).toBe('number');
    const cancelled = await demo.call(favCancel, '/api/favorite/cancel', { body: { goods_ids: ids } });
    expect(cancelled.body).toMatchObject({ code: 10000, msg: '取消收藏成功', data: { removed: 2 } });
    const after = await demo.call(favList, '/api/favorite');
    expect(after.body.data.list.some((f: any) => ids.includes(f.goods_id))).toBe(false);
  });

  it('refuses goods that do not exist and bad ids with 422, writing nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(favorites))[0]!.n;
    const [real] = await someGoods(1);
    const answers = await Promise.all([
      demo.call(favAdd, '/api/favorite', { body: { goods_ids: [real!, 99_999_999] } }),
      demo.call(favAdd, '/api/favorite', { body: { goods_ids: 'abc' } }),
      demo.call(favAdd, '/api/favorite', { body: {} }),
      demo.call(favAdd, '/api/favorite', { body: { goods_ids: Array.from({ length: 101 }, (_, i) => i + 1) } }),
      demo.call(favCancel, '/api/favorite/cancel', { body: { goods_ids: '-3' } }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([422, 422, 422, 422, 422]);
    expect(answers.every((a) => hasChinese(a.body.message))).toBe(true);
    expect(answers[0]!.body.errors.goods_ids[0]).toContain('商品不存在');
    expect((await t.db.select({ n: count() }).from(favorites))[0]!.n).toBe(before);
  });

  it('needs a login', async () => {
    expect((await visitor.call(favList, '/api/favorite')).status).toBe(401);
    expect((await visitor.call(favAdd, '/api/favorite', { body: { goods_ids: [1] } })).status).toBe(401);
  });
});

describe(`quick purchase on ${process.env.TEST_DB}`, () => {
  it('lists what the demo store bought: times, last quantity, price and date, today’s goods', async () => {
    const res = await demo.call(fastBuy, '/api/user/fast_buy?order=count');
    expect(res.body.code).toBe(10000);
    const { list, total } = res.body.data;
    expect(total).toBeGreaterThanOrEqual(8);
    expect(list[0].times).toBe(DEMO_PAST_ORDERS); // the first goods are in every demo order
    for (let i = 1; i < list.length; i++) expect(list[i - 1].times).toBeGreaterThanOrEqual(list[i].times);
    const first = list[0];
    expect(first.last_price).toMatch(/^\d+\.\d{2}$/);
    expect(first.last_number).toBeGreaterThan(0);
    expect(Date.parse(first.last_at)).not.toBeNaN();
    expect(first.goods).toMatchObject({ id: first.goods_id });
    expect(first.goods.base_price).toMatch(/^\d+\.\d{2}$/);
  });

  it('sorts by most recent, searches within, and ignores unpaid or cancelled orders', async () => {
    const recent = (await demo.call(fastBuy, '/api/user/fast_buy?order=recent')).body.data.list;
    for (let i = 1; i < recent.length; i++) expect(recent[i - 1].last_at >= recent[i].last_at).toBe(true);
    const name: string = recent[0].name;
    const found = (await demo.call(fastBuy, `/api/user/fast_buy?keyword=${encodeURIComponent(name.slice(0, 2))}`)).body.data.list;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((i: any) => i.name.includes(name.slice(0, 2)) || i.sccj.includes(name.slice(0, 2)))).toBe(true);
    expect((await demo.call(fastBuy, '/api/user/fast_buy?keyword=%25%25%25')).body.data.list).toEqual([]);
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.storeId, 1));
    try {
      expect((await demo.call(fastBuy, '/api/user/fast_buy')).body.data.total).toBe(0);
    } finally {
      await t.db.update(orders).set({ status: 'completed' }).where(eq(orders.storeId, 1));
    }
  });

  it('validates the query and needs a login; another store sees only its own history', async () => {
    const bad = await demo.call(fastBuy, '/api/user/fast_buy?order=price');
    expect(bad.status).toBe(422);
    expect(hasChinese(bad.body.message)).toBe(true);
    expect((await demo.call(fastBuy, `/api/user/fast_buy?keyword=${'药'.repeat(31)}`)).status).toBe(422);
    expect((await visitor.call(fastBuy, '/api/user/fast_buy')).status).toBe(401);
    expect((await other.call(fastBuy, '/api/user/fast_buy')).body.data.total).toBe(0);
  });
});

describe(`wanted products on ${process.env.TEST_DB}`, () => {
  const form = {
    name: '<b>复方丹参滴丸</b>',
    spec: '27mg×180丸',
    maker: '天士力医药集团股份有限公司',
    approval: '国药准字Z10950111',
    quantity: '120',
    price: '25.5',
    contact: '张伟',
    phone: '13800138000',
    remark: '',
  };

  it('files a request, lists it as 待处理 and shows it only to its store', async () => {
    const res = await demo.call(buyAdd, '/api/user/buy', { body: form });
    expect(res.body).toMatchObject({ code: 10000, data: { status: 'pending', status_text: '待处理', price: '25.50', quantity: 120, name: '<b>复方丹参滴丸</b>' } });
    const id = res.body.data.id;
    const list = await demo.call(buyList, '/api/user/buy?page=1');
    expect(list.body.data.list[0]).toMatchObject({ id, status_text: '待处理' });
    expect((await demo.call(buyDetail, `/api/user/buy/${id}`, { params: { id: String(id) } })).body.data.id).toBe(id);
    expect((await other.call(buyDetail, `/api/user/buy/${id}`, { params: { id: String(id) } })).status).toBe(404);
    expect((await other.call(buyList, '/api/user/buy')).body.data.list.some((r: any) => r.id === id)).toBe(false);
  });

  it('takes a photo as multipart and serves it only to the store', async () => {
    const body = new FormData();
    for (const [k, v] of Object.entries({ ...form, name: '硝苯地平控释片' })) body.set(k, v);
    body.set('photo', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'box.png');
    const res = await demo.call(buyAdd, '/api/user/buy', { body });
    expect(res.body.data.has_photo).toBe(1);
    const id = String(res.body.data.id);
    const photo = await demo.call(buyPhoto, `/api/user/buy/${id}/photo`, { params: { id } });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect((await other.call(buyPhoto, `/api/user/buy/${id}/photo`, { params: { id } })).status).toBe(404);
  });

  it('refuses bad input with Chinese messages and length limits, writing nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(wantedRequests))[0]!.n;
    const cases = [
      { ...form, name: '' },
      { ...form, name: '药'.repeat(51) },
      { ...form, quantity: '0' },
      { ...form, quantity: '1.5' },
      { ...form, price: '-1' },
      { ...form, phone: '12345' },
      { ...form, contact: '' },
      { ...form, remark: '长'.repeat(201) },
      { ...form, spec: '规'.repeat(51) },
    ];
    const answers = await Promise.all(cases.map((body) => demo.call(buyAdd, '/api/user/buy', { body })));
    expect(answers.map((a) => a.status)).toEqual(cases.map(() => 422));
    expect(answers.every((a) => hasChinese(a.body.message))).toBe(true);
    const badPhoto = new FormData();
    for (const [k, v] of Object.entries(form)) badPhoto.set(k, v);
    badPhoto.set('photo', new Blob(['not an image'], { type: 'image/png' }), 'x.png');
    expect((await demo.call(buyAdd, '/api/user/buy', { body: badPhoto })).status).toBe(422);
    expect((await t.db.select({ n: count() }).from(wantedRequests))[0]!.n).toBe(before);
    expect((await visitor.call(buyAdd, '/api/user/buy', { body: form })).status).toBe(401);
  });

  it('the operator lists it: status, reply, link to the goods and a message to the member', async () => {
    const res = await demo.call(buyAdd, '/api/user/buy', { body: { ...form, name: '瑞舒伐他汀钙片' } });
    const id = res.body.data.id;
    const [g] = await someGoods(1);
    const out: string[] = [];
    expect(
      await runSelfServiceCommand(
        'wanted:reply',
        [String(id)],
        (n) => (({ status: 'listed', reply: '已上架', goods: String(g) }) as Record<string, string>)[n],
        (l) => out.push(l),
        (l) => out.push(l),
      ),
    ).toBe(0);
    const detail = (await demo.call(buyDetail, `/api/user/buy/${id}`, { params: { id: String(id) } })).body.data;
    expect(detail).toMatchObject({ status: 'listed', status_text: '已上架', reply: '已上架', goods_url: `/list_info/${g}` });
    const [msg] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.storeId, 1))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(msg!.title).toContain('瑞舒伐他汀钙片');
    // Listed is final: another decision is refused.
    await expect(decideWanted(id, { status: 'rejected', reply: '' })).rejects.toThrow('不能改为');
  });
});

describe(`invoices on ${process.env.TEST_DB}`, () => {
  const vat = {
    kind: 'vat',
    holder: 'company',
    title: '杭州仁心大药房有限公司',
    tax_no: '91330106MA27XY123U',
    address: '杭州市西湖区文三路 259 号',
    phone: '0571-87654321',
    bank: '工商银行文三支行',
    account: '1202020309900012345',
  };

  it('keeps title profiles: add (validated), default, delete; another store’s → 404', async () => {
    const added = await demo.call(titleAdd, '/api/user/invoice_titles', { body: { ...vat, is_default: '1' } });
    expect(added.body).toMatchObject({ code: 10000, data: { kind: 'vat', kind_text: '增值税专用发票', is_default: 1 } });
    const person = await demo.call(titleAdd, '/api/user/invoice_titles', { body: { kind: 'normal', holder: 'person', title: '张伟' } });
    expect(person.body.data).toMatchObject({ holder: 'person', tax_no: '' });
    const id = String(person.body.data.id);
    expect((await demo.call(titleDefault, `/api/user/invoice_titles/${id}/default`, { method: 'POST', params: { id } })).body.code).toBe(10000);
    expect((await demo.call(titleList, '/api/user/invoice_titles')).body.data[0].id).toBe(Number(id));
    expect((await other.call(titleDelete, `/api/user/invoice_titles/${id}`, { method: 'DELETE', params: { id } })).status).toBe(404);
    expect((await demo.call(titleDelete, `/api/user/invoice_titles/${id}`, { method: 'DELETE', params: { id } })).body.code).toBe(10000);
    const bad = await Promise.all(
      [
        { ...vat, tax_no: '123' },
        { ...vat, account: 'abc' },
        { ...vat, holder: 'person' },
        { ...vat, title: '' },
        { ...vat, bank: '' },
        { kind: 'normal', holder: 'company', title: '某公司' },
        { ...vat, title: '长'.repeat(101) },
      ].map((body) => demo.call(titleAdd, '/api/user/invoice_titles', { body })),
    );
    expect(bad.map((a) => a.status)).toEqual(bad.map(() => 422));
    expect(bad.every((a) => hasChinese(a.body.message))).toBe(true);
  });

  it('lists the order that asked for an invoice as 待开票, then 已开票 with a PDF, then 已红冲', async () => {
    const pending = (await demo.call(invoiceList, '/api/user/invoices')).body.data.list;
    const wanted = pending.find((i: any) => i.status === 'pending');
    expect(wanted).toMatchObject({ status_text: '待开票', type_text: '普通电子发票', download_url: null });
    const orderId = String(wanted.order_id);
    expect((await demo.call(invoicePdf, `/api/user/invoices/${orderId}/pdf`, { params: { id: orderId } })).status).toBe(404);
    const numbers = await numbersFor(t.db, wanted.order_no);
    // The amount must be the order's invoiceable amount; the number is the one typed in, never made up.
    await expect(issueInvoice(wanted.order_no, { numbers: { ...numbers, amount: numbers.amount + 1 } })).rejects.toMatchObject({
      errors: { amount: [expect.stringContaining('可开票金额')] },
    });
    const issued = await issueInvoice(wanted.order_no, { numbers });
    expect(issued.invoice_no).toBe(numbers.invoice_no);
    await expect(issueInvoice(wanted.order_no, { numbers })).rejects.toThrow('已开过发票');
    const row = (await demo.call(invoiceList, '/api/user/invoices?status=issued')).body.data.list.find((i: any) => i.order_id === wanted.order_id);
    expect(row).toMatchObject({ status: 'issued', status_text: '已开票', invoice_no: issued.invoice_no, download_url: `/api/user/invoices/${orderId}/pdf` });
    const pdf = await demo.call(invoicePdf, `/api/user/invoices/${orderId}/pdf`, { params: { id: orderId } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(String(pdf.body).startsWith('%PDF-')).toBe(true);
    expect(pdf.headers.get('content-disposition')).toContain(encodeURIComponent('电子发票'));
    expect((await other.call(invoicePdf, `/api/user/invoices/${orderId}/pdf`, { params: { id: orderId } })).status).toBe(404);
    await redInvoice(wanted.order_no, '开票信息有误', new Date(), undefined, '26330000000000000099');
    const red = (await demo.call(invoiceList, '/api/user/invoices')).body.data.list.find((i: any) => i.order_id === wanted.order_id);
    expect(red).toMatchObject({ status: 'red', status_text: '已红冲', red_reason: '开票信息有误', red_invoice_no: '26330000000000000099' });
    await expect(redInvoice(wanted.order_no, '再来一次')).rejects.toThrow('没有可红冲的发票');
    expect((await other.call(invoiceList, '/api/user/invoices')).body.data.total).toBe(0);
  });

  it('refuses to invoice an order that asked for none or is unpaid', async () => {
    const [plain] = await t.db
      .select({ no: orders.orderNo })
      .from(orders)
      .where(sql`${orders.invoice}->>'type' = 'none'`)
      .limit(1);
    await expect(issueInvoice(plain!.no, { numbers: await numbersFor(t.db, plain!.no) })).rejects.toThrow('未申请发票');
    const out: string[] = [];
    expect(
      await runSelfServiceCommand(
        'invoices:issue',
        ['NO-SUCH-ORDER'],
        (name) => ({ no: '26330000000000000001', date: '2026-01-02', amount: '10.00', tax: '1.15' })[name],
        (l) => out.push(l),
        (l) => out.push(l),
      ),
    ).toBe(1);
    expect(out.join()).toContain('找不到订单');
  });
});

describe(`feedback on ${process.env.TEST_DB}`, () => {
  it('stores a member’s feedback with images; history with the reply; another store’s → 404', async () => {
    const body = new FormData();
    body.set('category', 'goods');
    body.set('content', '<img src=x onerror=alert(1)> 到货的药品外盒有破损');
    body.set('contact', '13800138000');
    body.append('images[]', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'a.png');
    body.append('images[]', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'b.png');
    const res = await demo.call(feedbackAdd, '/api/user/feedback', { body });
    expect(res.body.code).toBe(10000);
    const id = String(res.body.data.id);
    await replyFeedback(Number(id), '已安排补发，请留意物流。');
    const list = (await demo.call(feedbackList, '/api/user/feedback')).body.data.list;
    const mine = list.find((f: any) => f.id === Number(id));
    expect(mine).toMatchObject({
      category_text: '商品问题',
      reply: '已安排补发，请留意物流。',
      status_text: '已回复',
      content: '<img src=x onerror=alert(1)> 到货的药品外盒有破损',
    });
    expect(mine.images).toEqual([`/api/user/feedback/${id}/image/1`, `/api/user/feedback/${id}/image/2`]);
    expect((await demo.call(feedbackImage, mine.images[1], { params: { id, n: '2' } })).status).toBe(200);
    expect((await demo.call(feedbackImage, mine.images[1], { params: { id, n: '3' } })).status).toBe(404);
    expect((await other.call(feedbackImage, mine.images[0], { params: { id, n: '1' } })).status).toBe(404);
    expect((await other.call(feedbackDetail, `/api/user/feedback/${id}`, { params: { id } })).status).toBe(404);
    expect((await demo.call(feedbackDetail, `/api/user/feedback/${id}`, { params: { id } })).body.data.reply).toContain('补发');
  });

  it('the help page’s form and /yjfk share one store; bad input and too many images are refused', async () => {
    await demo.call(feedbackAdd, '/api/user/feedback', { body: { category: 'complaint', content: '帮助中心提交的投诉' } });
    expect((await demo.call(feedbackList, '/api/user/feedback')).body.data.list[0].content).toBe('帮助中心提交的投诉');
    const before = (await t.db.select({ n: count() }).from(feedback))[0]!.n;
    const four = new FormData();
    four.set('content', '四张图');
    for (let i = 0; i < 4; i++) four.append('images[]', new Blob([new Uint8Array(await png())], { type: 'image/png' }), `${i}.png`);
    const many = await demo.call(feedbackAdd, '/api/user/feedback', { body: four });
    expect(many.status).toBe(422);
    expect(many.body.errors.images[0]).toContain('最多上传 3 张');
    const bad = await demo.call(feedbackAdd, '/api/user/feedback', { body: { category: 'goods', content: '长'.repeat(501) } });
    expect(bad.status).toBe(422);
    expect((await t.db.select({ n: count() }).from(feedback))[0]!.n).toBe(before);
    expect((await visitor.call(feedbackList, '/api/user/feedback')).status).toBe(401);
  });
});

describe(`customer-service chat on ${process.env.TEST_DB}`, () => {
  // Chat tokens name the login they were made for (issue 33): the demo browser's login time.
  let loginAt = 0;
  beforeAll(async () => {
    const made = (await demo.call(userBase, '/api/user/base')).body.data.token as string;
    loginAt = JSON.parse(Buffer.from(made.split('.')[0]!, 'base64url').toString('utf8')).l;
  });
  const token = (u = 'demo', s = 1, ttl = 60_000, now = Date.now()) => signToken('chat', { u, s, l: loginAt }, ttl, now);
  const q = (username: string, tok: string, extra = '') => `/api/chat/messages?username=${username}&token=${encodeURIComponent(tok)}${extra}`;

  it('shows the history, stores the member’s message and the operator’s answer (survives a reload)', async () => {
    const tok = token();
    const first = await demo.call(chatGet, q('demo', tok));
    expect(first.body.code).toBe(10000);
    expect(first.body.data.list.length).toBeGreaterThan(0);
    const sent = await demo.call(chatPost, '/api/chat/messages', { body: { username: 'demo', token: tok, content: '<script>x</script> 请问发票什么时候开？' } });
    expect(sent.body.data).toMatchObject({ sender: 'member', content: '<script>x</script> 请问发票什么时候开？' });
    const out: string[] = [];
    expect(
      await runSelfServiceCommand(
        'chat:reply',
        ['demo', '今天下午开具'],
        () => undefined,
        (l) => out.push(l),
        (l) => out.push(l),
      ),
    ).toBe(0);
    const after = await demo.call(chatGet, q('demo', tok, `&after=${sent.body.data.id}`));
    expect(after.body.data.list).toEqual([expect.objectContaining({ sender: 'operator', content: '今天下午开具', author: '客服' })]);
    const reload = (await demo.call(chatGet, q('demo', tok))).body.data.list;
    expect(reload.slice(-2).map((m: any) => m.content)).toEqual(['<script>x</script> 请问发票什么时候开？', '今天下午开具']);
    const listed: string[] = [];
    await runSelfServiceCommand(
      'chat:list',
      [],
      () => undefined,
      (l) => listed.push(l),
      (l) => listed.push(l),
    );
    expect(listed.join('\n')).toContain('demo');
  });

  it('forged or expired tokens are 401; another member’s conversation is 404; chat-less stores are 401', async () => {
    const tok = token();
    const forged = `${tok.split('.')[0]}.${'A'.repeat(43)}`;
    const expired = token('demo', 1, 1000, Date.now() - 60_000);
    const tampered = Buffer.from(JSON.stringify({ u: 'demo', s: 2, p: 'chat', exp: 9_999_999_999 })).toString('base64url') + '.' + tok.split('.')[1];
    for (const bad of [forged, expired, tampered, '', 'garbage']) {
      const res = await demo.call(chatGet, q('demo', bad));
      expect(res.status).toBe(401);
      expect(hasChinese(res.body.msg)).toBe(true);
    }
    expect((await demo.call(chatPost, '/api/chat/messages', { body: { username: 'demo', token: expired, content: '在吗' } })).status).toBe(401);
    expect((await demo.call(chatGet, q('pending', tok))).status).toBe(404);
    const pendingToken = (await other.call(userBase, '/api/user/base')).body.data.token as string;
    expect((await other.call(chatGet, q('pending', pendingToken))).status).toBe(401); // store 2 has no chat
    const empty = await demo.call(chatPost, '/api/chat/messages', { body: { username: 'demo', token: tok, content: '   ' } });
    expect(empty.status).toBe(422);
    expect((await demo.call(chatPost, '/api/chat/messages', { body: { username: 'demo', token: tok, content: '长'.repeat(501) } })).status).toBe(422);
  });

  it('streams new messages as server-sent events', async () => {
    const tok = token();
    const last = (await demo.call(chatGet, q('demo', tok))).body.data.list.at(-1).id;
    const abort = new AbortController();
    const opened = await demo.call(chatStream, `/api/chat/stream?username=demo&token=${encodeURIComponent(tok)}&after=${last}`, { signal: abort.signal, raw: true });
    const response = opened.body as Response;
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    await postOperatorMessage('demo', '实时消息到达');
    let text = '';
    const deadline = Date.now() + 8000;
    while (!text.includes('实时消息到达') && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    abort.abort();
    await reader.cancel().catch(() => {});
    expect(text).toMatch(/id: \d+\nevent: message\ndata: .*实时消息到达/);
    const bad = await demo.call(chatStream, '/api/chat/stream?username=demo&token=x');
    expect(bad.status).toBe(401);
  });
});
