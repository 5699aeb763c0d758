/**
 * Issue 18, the console's finance, customer-service, member-status, content and operator screens:
 * what the operator does through the console APIs and what the member (or the shop) then sees.
 * Concurrent redemption of one generated code is exercised on PostgreSQL for real. PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { numbersFor } from '../helpers/invoice-numbers';
import { fenToYuan } from '../../src/lib/money';
import { operatorBrowser } from '../helpers/console-fixtures';
import { loginAs } from '../helpers/accounts-fixtures';
import { TestBrowser } from '../helpers/accounts-browser';
import { auditLog, cashVouchers, focusBlocks, focusItems, news, operators } from '../../src/server/db/schema';
import { GET as topups } from '../../src/pages/admin/api/finance/topups';
import { GET as bills } from '../../src/pages/admin/api/finance/bills';
import { GET as repayments } from '../../src/pages/admin/api/finance/repayments';
import { GET as batches, POST as newBatch } from '../../src/pages/admin/api/finance/vouchers/index';
import { GET as batchExport } from '../../src/pages/admin/api/finance/vouchers/[batch]/export';
import { GET as invoiceQueue } from '../../src/pages/admin/api/finance/invoices/index';
import { POST as issue } from '../../src/pages/admin/api/finance/invoices/[id]/issue';
import { POST as red } from '../../src/pages/admin/api/finance/invoices/[id]/red';
import { GET as inbox } from '../../src/pages/admin/api/chat/index';
import { GET as conversation, POST as answer } from '../../src/pages/admin/api/chat/[id]/index';
import { GET as stream } from '../../src/pages/admin/api/chat/[id]/stream';
import { GET as feedbackQueue } from '../../src/pages/admin/api/feedback/index';
import { POST as feedbackReply } from '../../src/pages/admin/api/feedback/[id]/reply';
import { GET as wantedQueue } from '../../src/pages/admin/api/wanted/index';
import { POST as wantedDecide } from '../../src/pages/admin/api/wanted/[id]/decide';
import { POST as suspend } from '../../src/pages/admin/api/members/[id]/suspend';
import { POST as focusAdd } from '../../src/pages/admin/api/content/focus/index';
import { POST as focusEdit } from '../../src/pages/admin/api/content/focus/[id]/index';
import { POST as focusPublish } from '../../src/pages/admin/api/content/focus/[id]/publish';
import { POST as blockAdd } from '../../src/pages/admin/api/content/blocks/index';
import { POST as blockPublish } from '../../src/pages/admin/api/content/blocks/[id]/publish';
import { POST as newsAdd } from '../../src/pages/admin/api/content/news/index';
import { POST as newsEdit } from '../../src/pages/admin/api/content/news/[id]/index';
import { POST as newsPublish } from '../../src/pages/admin/api/content/news/[id]/publish';
import { POST as opCreate } from '../../src/pages/admin/api/operators/index';
import { POST as opPassword } from '../../src/pages/admin/api/operators/[id]/password';
import { POST as opDisable } from '../../src/pages/admin/api/operators/[id]/disable';
import { POST as opLogin } from '../../src/pages/admin/api/login';
import { GET as opMe } from '../../src/pages/admin/api/me';
import { POST as redeem } from '../../src/pages/api/cash_coupon/userRecharge';
import { GET as myInvoices } from '../../src/pages/api/user/invoices/index';
import { GET as myFeedback } from '../../src/pages/api/user/feedback/index';
import { GET as myWanted } from '../../src/pages/api/user/buy/index';
import { GET as userBase } from '../../src/pages/api/user/base';
import { GET as userMoney } from '../../src/pages/api/user/user_money';
import { GET as chatMessages, POST as chatSend } from '../../src/pages/api/chat/messages';
import { POST as memberLogin } from '../../src/pages/api/user/login';
import { submitFeedback } from '../../src/server/feedback/feedback';
import { createWanted } from '../../src/server/wanted/service';
import { focusAt } from '../../src/server/content/focus';
import { latestNews } from '../../src/server/content/news';
import { newsById } from '../../src/server/content/news-article';
import { vouchersExport } from '../../src/server/console/export-vouchers';
import { exportBuffer } from '../helpers/exports';

let t: TestDb;
let finance: TestBrowser;
let service: TestBrowser;
let reviewer: TestBrowser;
let merch: TestBrowser;
let admin: TestBrowser;
let demo: TestBrowser;

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 100 });
  [finance, service, reviewer, merch, admin] = await Promise.all(['finance', 'service', 'reviewer', 'merchandiser', 'admin'].map((r) => operatorBrowser(r as never)));
  demo = await loginAs('demo', '10.18.0.1');
});
afterAll(async () => {
  await t?.teardown();
});

const id = (n: number | string) => ({ id: String(n) });

describe('finance', () => {
  it('lists top-ups, credit bills and repayments, filtered by store and status; bad filters are 422', async () => {
    const all = await finance.call(topups, '/admin/api/finance/topups');
    expect(all.status).toBe(200);
    expect(typeof all.body.data.total).toBe('number');
    const billsOfDemo = await finance.call(bills, '/admin/api/finance/bills?store=1');
    expect(billsOfDemo.body.data.rows.every((r: any) => r.storeId === 1)).toBe(true);
    const overdue = await finance.call(bills, '/admin/api/finance/bills?status=overdue');
    expect(overdue.body.data.rows.every((r: any) => r.statusText === '已逾期')).toBe(true);
    expect((await finance.call(repayments, '/admin/api/finance/repayments?store=1')).status).toBe(200);
    const bad = await finance.call(bills, '/admin/api/finance/bills?status=nonsense');
    expect(bad.status).toBe(422);
  });

  it('generates a batch of unguessable codes, exports it to Excel, and one code is redeemed once even when tried at once', async () => {
    const refused = await finance.call(newBatch, '/admin/api/finance/vouchers', { body: { count: '0', value: '-1', valid_to: '2020-01-01' } });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['count', 'value']);
    const past = await finance.call(newBatch, '/admin/api/finance/vouchers', { body: { count: '3', value: '50', valid_to: '2020-01-01' } });
    expect(past.body.errors.valid_to[0]).toBe('兑换截止日期应晚于今天');
    const made = await finance.call(newBatch, '/admin/api/finance/vouchers', { body: { count: '20', value: '50.5', valid_to: '2099-12-31', name: '开业礼券' } });
    expect(made.body.code).toBe(10000);
    const batchNo = made.body.data.batch_no as string;
    expect(batchNo).toMatch(/^XJP\d{12}$/);
    const codes = await t.db.select().from(cashVouchers).where(eq(cashVouchers.batchNo, batchNo));
    expect(codes).toHaveLength(20);
    expect(new Set(codes.map((c) => c.code)).size).toBe(20);
    expect(codes.every((c) => /^[2-9A-HJKMNP-Z]{16}$/.test(c.code) && c.faceValue === 5050 && c.storeId === null)).toBe(true);

    const file = await finance.call(batchExport, `/admin/api/finance/vouchers/${batchNo}/export`, { params: { batch: batchNo } });
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    // The test browser reads bodies as text: the same file, made by the function the endpoint sends.
    await book.xlsx.load((await exportBuffer(vouchersExport, { batch: batchNo })) as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(21);
    expect(String(sheet.getRow(2).getCell(2).value).replaceAll('-', '')).toBe(codes[0]!.code);

    const other = await loginAs('choujiang', '10.18.0.2');
    const code = codes[0]!.code.replace(/(.{4})(?=.)/g, '$1-');
    const tries = await Promise.all([demo, other].map((b) => b.call(redeem, '/api/cash_coupon/userRecharge', { body: { code } })));
    expect(tries.filter((a) => a.body.code === 10000)).toHaveLength(1);
    const [owned] = await t.db.select().from(cashVouchers).where(eq(cashVouchers.code, codes[0]!.code));
    expect(owned!.storeId).not.toBeNull();
    const listed = await finance.call(batches, '/admin/api/finance/vouchers');
    expect(listed.body.data.find((b: any) => b.batchNo === batchNo)).toMatchObject({ total: 20, redeemed: 1, value: 5050 });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'voucher.batch'), eq(auditLog.objectId, batchNo)));
    expect(audit).toHaveLength(1);
  });

  it('issues an invoice from an uploaded PDF (the member sees 已开票 and downloads it), refuses a non-PDF, then reverses it', async () => {
    const queue = await finance.call(invoiceQueue, '/admin/api/finance/invoices?status=pending');
    const wanted = queue.body.data.find((r: any) => r.store_id === 1);
    expect(wanted).toBeTruthy();
    const orderId = String(wanted.order_id);
    const notPdf = new FormData();
    notPdf.set('file', new File([new TextEncoder().encode('hello')], 'x.pdf', { type: 'application/pdf' }));
    const refusedFile = await finance.call(issue, `/admin/api/finance/invoices/${orderId}/issue`, { params: id(orderId), body: notPdf });
    expect(refusedFile.status).toBe(422);
    expect(refusedFile.body.errors.file[0]).toBe('附件不是 PDF 文件');
    expect(wanted.store_name).not.toMatch(/^门店/);
    const numbers = await numbersFor(t.db, orderId);
    const form = new FormData();
    form.set('file', new File([new TextEncoder().encode('%PDF-1.4\n% 税务系统开具的发票\n%%EOF')], '发票.pdf', { type: 'application/pdf' }));
    for (const [k, v] of Object.entries({ ...numbers, amount: fenToYuan(numbers.amount + 100), tax_amount: fenToYuan(numbers.tax_amount) })) form.set(k, String(v));
    const wrongAmount = await finance.call(issue, `/admin/api/finance/invoices/${orderId}/issue`, { params: id(orderId), body: form });
    expect(wrongAmount.status).toBe(422);
    expect(wrongAmount.body.errors.amount[0]).toContain('可开票金额');
    form.set('amount', fenToYuan(numbers.amount));
    const issued = await finance.call(issue, `/admin/api/finance/invoices/${orderId}/issue`, { params: id(orderId), body: form });
    expect(issued.body.code).toBe(10000);
    expect(issued.body.data).toMatchObject({ invoice_no: numbers.invoice_no, issue_date: numbers.issue_date });
    const again = new FormData();
    again.set('file', new File([new TextEncoder().encode('%PDF-1.4\n%%EOF')], 'b.pdf'));
    for (const [k, v] of Object.entries({ ...numbers, amount: fenToYuan(numbers.amount), tax_amount: fenToYuan(numbers.tax_amount) })) again.set(k, String(v));
    expect((await finance.call(issue, `/admin/api/finance/invoices/${orderId}/issue`, { params: id(orderId), body: again })).body.msg).toContain('已开过发票');
    const mine = (await demo.call(myInvoices, '/api/user/invoices')).body.data.list.find((i: any) => i.order_id === wanted.order_id);
    expect(mine).toMatchObject({ status: 'issued', status_text: '已开票', invoice_no: issued.body.data.invoice_no });
    expect((await finance.call(red, `/admin/api/finance/invoices/${orderId}/red`, { params: id(orderId), body: { reason: '' } })).status).toBe(422);
    expect((await finance.call(red, `/admin/api/finance/invoices/${orderId}/red`, { params: id(orderId), body: { reason: '抬头有误' } })).body.code).toBe(10000);
    const reversed = (await demo.call(myInvoices, '/api/user/invoices')).body.data.list.find((i: any) => i.order_id === wanted.order_id);
    expect(reversed).toMatchObject({ status: 'red', red_reason: '抬头有误' });
  });
});

describe('customer service', () => {
  it('answers a chat: the inbox shows it waiting, the member reads the answer signed 客服', async () => {
    const base = await demo.call(userBase, '/api/user/base');
    const token = base.body.data.token as string;
    expect((await demo.call(chatSend, '/api/chat/messages', { body: { username: 'demo', token, content: '请问阿莫西林什么时候到货？' } })).body.code).toBe(10000);
    const waiting = await service.call(inbox, '/admin/api/chat');
    expect(waiting.body.data[0]).toMatchObject({ store_id: 1, waiting: true, last_body: '请问阿莫西林什么时候到货？' });
    const history = await service.call(conversation, '/admin/api/chat/1', { params: id(1) });
    expect(history.body.data.at(-1).content).toBe('请问阿莫西林什么时候到货？');
    expect((await service.call(answer, '/admin/api/chat/1', { params: id(1), body: { content: '' } })).status).toBe(422);
    const sent = await service.call(answer, '/admin/api/chat/1', { params: id(1), body: { content: '明天上午到货，届时通知您。' } });
    expect(sent.body.code).toBe(10000);
    const seen = await demo.call(chatMessages, `/api/chat/messages?username=demo&token=${encodeURIComponent(token)}`);
    expect(seen.body.data.list.at(-1)).toMatchObject({ sender: 'operator', author: '客服', content: '明天上午到货，届时通知您。' });
    expect((await service.call(inbox, '/admin/api/chat')).body.data.find((r: any) => r.store_id === 1).waiting).toBe(false);
    expect((await service.call(stream, '/admin/api/chat/999999/stream', { params: id(999999) })).status).toBe(404);
  });

  it('replies to feedback and answers a wanted product; the member sees both', async () => {
    const fb = await submitFeedback({ category: 'goods', content: '希望增加中药饮片的品种', contact: '' }, '10.18.0.9', 1);
    const queue = await service.call(feedbackQueue, '/admin/api/feedback');
    expect(queue.body.data.some((f: any) => f.id === fb.id)).toBe(true);
    expect((await service.call(feedbackReply, `/admin/api/feedback/${fb.id}/reply`, { params: id(fb.id), body: { reply: ' ' } })).status).toBe(422);
    expect((await service.call(feedbackReply, `/admin/api/feedback/${fb.id}/reply`, { params: id(fb.id), body: { reply: '已安排采购部门补充。' } })).body.code).toBe(10000);
    const mine = (await demo.call(myFeedback, '/api/user/feedback')).body.data;
    expect(JSON.stringify(mine)).toContain('已安排采购部门补充。');

    const w = await createWanted(
      { storeId: 1, memberId: 1 },
      { name: '蒲地蓝消炎片', spec: '', maker: '', approval: '', quantity: 10, contact: '张伟', phone: '13800138000', remark: '' } as never,
      null,
    );
    expect((await service.call(wantedQueue, '/admin/api/wanted')).body.data.some((r: any) => r.id === w.id)).toBe(true);
    const noGoods = await service.call(wantedDecide, `/admin/api/wanted/${w.id}/decide`, { params: id(w.id), body: { status: 'listed', reply: '' } });
    expect(noGoods.body.msg).toContain('商品');
    const done = await service.call(wantedDecide, `/admin/api/wanted/${w.id}/decide`, {
      params: id(w.id),
      body: { status: 'accepted', reply: '已联系厂家，预计一周内上架', from: 'pending' },
    });
    expect(done.body.code).toBe(10000);
    // A second operator whose page still showed it pending is told it changed; the first answer stands.
    const stale = await service.call(wantedDecide, `/admin/api/wanted/${w.id}/decide`, { params: id(w.id), body: { status: 'rejected', reply: '无法采购', from: 'pending' } });
    expect(stale.body.msg).toContain('已被其他操作更新');
    const wantedMine = JSON.stringify((await demo.call(myWanted, '/api/user/buy')).body.data);
    expect(wantedMine).toContain('已联系厂家，预计一周内上架');
  });
});

describe('member status', () => {
  it('suspends a member: their session ends, login is refused in Chinese; re-enabled they log in again', async () => {
    const member = await loginAs('choujiang', '10.18.0.3');
    expect((await member.call(userBase, '/api/user/base')).body.data.username).toBe('choujiang');
    expect((await reviewer.call(suspend, '/admin/api/members/3/suspend', { params: id(3), body: { suspend: '1', reason: '' } })).body.errors.reason[0]).toBe('请填写停用原因');
    expect((await reviewer.call(suspend, '/admin/api/members/3/suspend', { params: id(3), body: { suspend: '1', reason: '资质过期未更新' } })).body.code).toBe(10000);
    const after = await member.call(userMoney, '/api/user/user_money');
    expect(after.status).toBe(401);
    const again = await new TestBrowser('10.18.0.4').call(memberLogin, '/api/user/login', { body: { type: 'password', account: 'choujiang', password: 'Demo@123456' } });
    expect(again.status).toBe(403);
    expect(again.body.msg).toBe('该账号已被停用（资质过期未更新），如有疑问请联系客服');
    expect((await finance.call(suspend, '/admin/api/members/3/suspend', { params: id(3), body: { suspend: '0' } })).status).toBe(403);
    expect((await reviewer.call(suspend, '/admin/api/members/3/suspend', { params: id(3), body: { suspend: '0' } })).body.code).toBe(10000);
    await loginAs('choujiang', '10.18.0.5');
  });
});

describe('content', () => {
  it('creates, edits and unpublishes a banner, a shelf and a news article; the shop follows at once', async () => {
    const bad = await merch.call(focusAdd, '/admin/api/content/focus', { body: { position: 'banner', title: '', url: 'http://evil' } });
    expect(bad.status).toBe(422);
    const made = await merch.call(focusAdd, '/admin/api/content/focus', { body: { position: 'banner', title: '秋季大促', url: '/mrtj', sort: '0', is_published: '1' } });
    const bid = made.body.data.id as number;
    expect((await focusAt('banner')).map((b) => b.title)).toContain('秋季大促');
    expect((await focusAt('banner')).find((b) => b.id === bid)!.image).toBe(`/img/banner/${bid}.svg`);
    await merch.call(focusEdit, `/admin/api/content/focus/${bid}`, {
      params: id(bid),
      body: { position: 'banner', title: '秋季大促 满减', url: '/mrtj', sort: '0', is_published: '1' },
    });
    expect((await focusAt('banner')).find((b) => b.id === bid)!.title).toBe('秋季大促 满减');
    await merch.call(focusPublish, `/admin/api/content/focus/${bid}/publish`, { params: id(bid), body: { is_published: '0' } });
    expect((await focusAt('banner')).some((b) => b.id === bid)).toBe(false);
    expect((await t.db.select().from(focusItems).where(eq(focusItems.id, bid)))[0]!.isPublished).toBe(false);

    const shelf = await merch.call(blockAdd, '/admin/api/content/blocks', { body: { title: '冬季常备', goods_ids: '1, 2，3', sort: '1', is_published: '1' } });
    const sid = shelf.body.data.id as number;
    expect((await t.db.select().from(focusBlocks).where(eq(focusBlocks.id, sid)))[0]!.goodsIds).toEqual([1, 2, 3]);
    await merch.call(blockPublish, `/admin/api/content/blocks/${sid}/publish`, { params: id(sid), body: { is_published: '0' } });
    expect((await t.db.select().from(focusBlocks).where(eq(focusBlocks.id, sid)))[0]!.isPublished).toBe(false);

    const article = await merch.call(newsAdd, '/admin/api/content/news', {
      body: { type: 'company', title: '药采平台冬季配送安排', body: '## 配送\n\n冬季照常配送。', is_published: '1' },
    });
    const nid = article.body.data.id as number;
    expect((await latestNews(3, 'company'))[0]!.title).toBe('药采平台冬季配送安排');
    await merch.call(newsEdit, `/admin/api/content/news/${nid}`, {
      params: id(nid),
      body: { type: 'company', title: '药采平台冬季配送安排（更新）', body: '冬季照常配送。', is_published: '1' },
    });
    expect((await newsById(nid))!.title).toBe('药采平台冬季配送安排（更新）');
    await merch.call(newsPublish, `/admin/api/content/news/${nid}/publish`, { params: id(nid), body: { is_published: '0' } });
    expect(await newsById(nid)).toBeUndefined();
    expect((await latestNews(50)).some((n) => n.id === nid)).toBe(false);
    expect((await t.db.select().from(news).where(eq(news.id, nid))).length).toBe(1);
  });
});

describe('operators', () => {
  it('admin creates an operator, resets the password (old sessions end) and disables them; nobody disables themselves', async () => {
    const made = await admin.call(opCreate, '/admin/api/operators', { body: { username: 'kefu2', name: '小王', role: 'service', password: 'Wang#Service2026' } });
    expect(made.body.code).toBe(10000);
    const oid = String(made.body.data.id);
    const b = new TestBrowser('10.18.0.20');
    expect((await b.call(opLogin, '/admin/api/login', { body: { username: 'kefu2', password: 'Wang#Service2026' } })).body.code).toBe(10000);
    expect((await admin.call(opPassword, `/admin/api/operators/${oid}/password`, { params: id(oid), body: { password: 'short' } })).status).toBe(422);
    expect((await admin.call(opPassword, `/admin/api/operators/${oid}/password`, { params: id(oid), body: { password: 'Reset#Pass2026' } })).body.code).toBe(10000);
    expect((await b.call(opMe, '/admin/api/me')).status).toBe(401);
    const c = new TestBrowser('10.18.0.21');
    expect((await c.call(opLogin, '/admin/api/login', { body: { username: 'kefu2', password: 'Reset#Pass2026' } })).body.code).toBe(10000);
    expect((await admin.call(opDisable, `/admin/api/operators/${oid}/disable`, { params: id(oid), body: { disabled: '1' } })).body.code).toBe(10000);
    expect((await c.call(opMe, '/admin/api/me')).status).toBe(401);
    expect((await new TestBrowser('10.18.0.22').call(opLogin, '/admin/api/login', { body: { username: 'kefu2', password: 'Reset#Pass2026' } })).body.code).not.toBe(10000);
    const [me] = await t.db.select().from(operators).where(eq(operators.username, 'admin'));
    const self = await admin.call(opDisable, `/admin/api/operators/${me!.id}/disable`, { params: id(me!.id), body: { disabled: '1' } });
    expect(self.body.msg).toBe('不能停用自己的账号');
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'operator.disable'), isNotNull(auditLog.operatorId))),
    ).toHaveLength(1);
  });
});
