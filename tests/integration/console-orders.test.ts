/**
 * Issue 18, orders and returns in the console: the paid queue, shipping with per-line batch and
 * expiry (the member's order detail shows them in logistics), deliver, cancel of a paid order with
 * a full refund to the balance, the Excel export, return approval in full and in part with the
 * system's refund, rejection with a reason, and two operators approving one return at once → one
 * refund (run on PostgreSQL for real concurrency). PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { invariants, makeBuyers, newKey, putInCart, type Buyer } from '../helpers/orders-fixtures';
import { operatorBrowser } from '../helpers/console-fixtures';
import type { TestBrowser } from '../helpers/accounts-browser';
import { createOrders } from '../../src/server/orders/create';
import { payByBalance } from '../../src/server/payments/service';
import { requestReturn } from '../../src/server/orders/returns';
import { orderDetail } from '../../src/server/orders/query';
import { balanceOf } from '../../src/server/wallet/ledger';
import { auditLog, goods, orderLines, orderReturns, orders, walletEntries } from '../../src/server/db/schema';
import { GET as queue } from '../../src/pages/admin/api/orders/index';
import { GET as exportApi } from '../../src/pages/admin/api/orders/export';
import { ordersExport } from '../../src/server/console/export-orders';
import { exportBuffer } from '../helpers/exports';
import { POST as ship } from '../../src/pages/admin/api/orders/[id]/ship';
import { POST as deliver } from '../../src/pages/admin/api/orders/[id]/deliver';
import { POST as cancel } from '../../src/pages/admin/api/orders/[id]/cancel';
import { POST as approve } from '../../src/pages/admin/api/returns/[id]/approve';
import { POST as reject } from '../../src/pages/admin/api/returns/[id]/reject';

let t: TestDb;
let pick: GoodsPicker;
let op: TestBrowser;
let op2: TestBrowser;
let buyer: Buyer;

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 300 });
  pick = new GoodsPicker(t.db);
  op = await operatorBrowser('orders');
  op2 = await operatorBrowser('admin');
  [buyer] = await makeBuyers(t.db, 1, { balance: 10_000_000 });
});
afterAll(async () => {
  await t?.teardown();
});

async function paidOrder(lines = 1, n = 4): Promise<number> {
  const cart: number[] = [];
  for (let i = 0; i < lines; i++) cart.push(await putInCart(t.db, buyer.storeId, await pick.take({ basePrice: 10_000 }), n));
  const id = (await createOrders(buyer.actor, cart, { idempotencyKey: newKey(), addressId: buyer.addressId, invoice: { type: 'none' }, remark: '' })).orders[0]!.id;
  await payByBalance(buyer.storeId, id);
  return id;
}
const linesOf = (orderId: number) => t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
const call = (b: TestBrowser, handler: any, path: string, id: number, body: Record<string, unknown> = {}) =>
  b.call(handler, path, { params: { id: String(id) }, body: body as never });

async function shipped(lines = 1, n = 4): Promise<number> {
  const id = await paidOrder(lines, n);
  const ls = await linesOf(id);
  const answer = await call(op, ship, `/admin/api/orders/${id}/ship`, id, {
    carrier: '顺丰速运',
    tracking_no: `SF${id}0001`,
    lines: ls.map((l) => ({ line_id: l.id, no_code_reason: '测试：未赋码' })),
  });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(10000);
  return id;
}

describe(`console orders on ${process.env.TEST_DB}`, () => {
  it('ships a paid order from the queue from its batches (FEFO); the member sees batch and expiry in logistics', async () => {
    const id = await paidOrder(2);
    const list = await op.call(queue, '/admin/api/orders?status=paid');
    expect(list.body.data.rows.map((r: any) => r.id)).toContain(id);
    const ls = await linesOf(id);
    const missing = await call(op, ship, `/admin/api/orders/${id}/ship`, id, {
      carrier: '顺丰速运',
      tracking_no: 'SF1',
      lines: [{ line_id: ls[0]!.id, no_code_reason: '无码' }],
    });
    expect(missing.body.msg).toBe('请为订单的每一行商品填写发货批次和追溯码');
    const badAlloc = await call(op, ship, `/admin/api/orders/${id}/ship`, id, {
      carrier: '顺丰速运',
      tracking_no: 'SF1',
      lines: ls.map((l) => ({ line_id: l.id, alloc: 'X×明年' })),
    });
    expect(badAlloc.status).toBe(422);
    const [still] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(still!.status).toBe('paid');
    const done = await call(op, ship, `/admin/api/orders/${id}/ship`, id, {
      carrier: '顺丰速运',
      tracking_no: 'SF7788990011',
      lines: ls.map((l) => ({ line_id: l.id, no_code_reason: '测试：未赋码' })),
    });
    expect(done.body.code).toBe(10000);
    const seen = await orderDetail(buyer.storeId, id);
    expect(seen.status).toBe('shipped');
    expect(seen.logistics.tracking_no).toBe('SF7788990011');
    const [g0] = await t.db.select().from(goods).where(eq(goods.id, ls[0]!.goodsId));
    expect(seen.lines[0].batch_no).toBe(g0!.batchNo);
    expect(seen.logistics.events.some((e: any) => e.text.includes(`批号 ${g0!.batchNo} 有效期至 ${g0!.expiryDate} × 4`))).toBe(true);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.ship'), eq(auditLog.objectId, String(id))));
    expect(audit!.before).toEqual({ status: 'paid' });
    expect((await call(op, deliver, `/admin/api/orders/${id}/deliver`, id)).body.code).toBe(10000);
    const [after] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(after!.status).toBe('completed');
  });

  it('cancels a paid order with a full refund to the balance, once', async () => {
    const id = await paidOrder();
    const before = await balanceOf(buyer.storeId);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect((await call(op, cancel, `/admin/api/orders/${id}/cancel`, id, { reason: '' })).status).toBe(422);
    const done = await call(op, cancel, `/admin/api/orders/${id}/cancel`, id, { reason: '客户电话要求取消' });
    expect(done.body.code).toBe(10000);
    expect(await balanceOf(buyer.storeId)).toBe(before + o!.paidAmount);
    expect((await call(op, cancel, `/admin/api/orders/${id}/cancel`, id, { reason: '再来一次' })).body.code).not.toBe(10000);
    expect(await balanceOf(buyer.storeId)).toBe(before + o!.paidAmount);
  });

  it('exports the shipped orders to Excel, one row per line', async () => {
    const shippedId = await shipped(2);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, shippedId));
    const file = await op.call(exportApi, '/admin/api/orders/export?status=shipped');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    // Read the workbook back from the server module directly (TestBrowser answers are text).
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await exportBuffer(ordersExport, { status: 'shipped' })) as never);
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]).toContain('订单号');
    expect(rows.filter((r) => r.includes(o!.orderNo)).length).toBe(2);
  });

  it('approves part of a return with the system-computed refund, and rejects another with a reason', async () => {
    const id = await shipped(1, 4);
    const [line] = await linesOf(id);
    const ret = await requestReturn(buyer.storeId, id, { kind: 'return', reason: '商品破损', description: '外箱压坏', photos: [], lines: [{ lineId: line!.id, number: 3 }] });
    const before = await balanceOf(buyer.storeId);
    const tooMany = await call(op, approve, `/admin/api/returns/${ret.id}/approve`, ret.id, { lines: [{ line_id: line!.id, number: 4 }] });
    expect(tooMany.body.code).not.toBe(10000);
    const part = await call(op, approve, `/admin/api/returns/${ret.id}/approve`, ret.id, { lines: [{ line_id: line!.id, number: 2 }] });
    expect(part.body.code).toBe(10000);
    const expected = Math.floor((line!.payAmount * 2) / 4);
    expect(await balanceOf(buyer.storeId)).toBe(before + expected);
    const [l2] = await linesOf(id);
    expect(l2!.returnedNumber).toBe(2);
    const other = await requestReturn(buyer.storeId, id, { kind: 'return', reason: '发错货', description: '', photos: [], lines: [{ lineId: line!.id, number: 1 }] });
    expect((await call(op, reject, `/admin/api/returns/${other.id}/reject`, other.id, { reason: '' })).status).toBe(422);
    expect((await call(op, reject, `/admin/api/returns/${other.id}/reject`, other.id, { reason: '商品已拆封，不予退货' })).body.code).toBe(10000);
    const [r] = await t.db.select().from(orderReturns).where(eq(orderReturns.id, other.id));
    expect(r).toMatchObject({ status: 'rejected', rejectReason: '商品已拆封，不予退货' });
  });

  it('two operators approving one return at once: one refund, one refusal', async () => {
    const id = await shipped(1, 5);
    const [line] = await linesOf(id);
    const ret = await requestReturn(buyer.storeId, id, { kind: 'return', reason: '质量问题', description: '', photos: [], lines: [{ lineId: line!.id, number: 5 }] });
    const before = await balanceOf(buyer.storeId);
    const answers = await Promise.all([call(op, approve, `/admin/api/returns/${ret.id}/approve`, ret.id), call(op2, approve, `/admin/api/returns/${ret.id}/approve`, ret.id)]);
    expect(answers.filter((a) => a.body.code === 10000).length).toBe(1);
    expect(await balanceOf(buyer.storeId)).toBe(before + line!.payAmount);
    const refunds = await t.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.storeId, buyer.storeId), eq(walletEntries.ref, `return:${ret.id}`)));
    expect(refunds.length).toBe(1);
    const approvals = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'return.approve'), eq(auditLog.objectId, String(ret.id))));
    expect(approvals.length).toBe(1); // the refused approval left no audit entry: it rolled back with its transaction
    expect(await invariants(t.db)).toMatchObject({ walletMismatch: 0, negativeStock: 0 });
  });
});
