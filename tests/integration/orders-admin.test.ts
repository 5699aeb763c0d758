/**
 * Operator commands (scripts/admin.ts → src/server/orders/admin-commands.ts) and returns, on PGlite
 * and PostgreSQL: top-up with a ledger entry, credit limit, ship, deliver, expire; a return request
 * through the API, approval refunding the original way (balance / credit), rejection, limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { invariants, makeBuyers, newKey, putInCart, type Buyer } from '../helpers/orders-fixtures';
import { loginAs } from '../helpers/accounts-fixtures';
import { runOrderCommand, parseYuan } from '../../src/server/orders/admin-commands';
import { createOrders } from '../../src/server/orders/create';
import { payByBalance, payByCredit } from '../../src/server/payments/service';
import { balanceOf } from '../../src/server/wallet/ledger';
import { creditAccounts, creditBills, orders, orderReturns, walletEntries } from '../../src/server/db/schema';
import { POST as returnApi } from '../../src/pages/api/order/[id]/return';
import { GET as detail } from '../../src/pages/api/order/[id]';
import { DEMO_BALANCE } from '../../src/server/seed/wallet';

let t: TestDb;
let pick: GoodsPicker;

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 300 });
  pick = new GoodsPicker(t.db);
});
afterAll(async () => {
  await t?.teardown();
});

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const [command, ...rest] = args;
  const option = (name: string) => {
    const i = rest.indexOf(`--${name}`);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  const positional = rest.filter((a, i) => !a.startsWith('--') && !(i > 0 && rest[i - 1]!.startsWith('--')));
  const code = await runOrderCommand(
    command!,
    positional,
    option,
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function paidOrder(b: Buyer, how: 'balance' | 'credit', goodsPrice = 10_000, n = 4) {
  const g = await pick.take({ basePrice: goodsPrice });
  const line = await putInCart(t.db, b.storeId, g, n);
  const id = (await createOrders(b.actor, [line], { idempotencyKey: newKey(), addressId: b.addressId, invoice: { type: 'none' }, remark: '' })).orders[0]!.id;
  if (how === 'balance') await payByBalance(b.storeId, id);
  else await payByCredit(b.storeId, id);
  return id;
}

describe(`operator commands and returns on ${process.env.TEST_DB}`, () => {
  it('wallet:credit tops up with a ledger entry; bad amounts are refused', async () => {
    expect(parseYuan('12.5')).toBe(1250);
    expect(parseYuan('-1')).toBeNull();
    const r = await run('wallet:credit', 'demo', '1000.50', '--note', '对公转账');
    expect(r.code).toBe(0);
    expect(r.out).toContain('当前余额 ¥51,000.50');
    expect(await balanceOf(1)).toBe(DEMO_BALANCE + 100_050);
    const [last] = await t.db.select().from(walletEntries).where(eq(walletEntries.storeId, 1)).orderBy(walletEntries.id);
    expect(last).toBeTruthy();
    expect((await run('wallet:credit', 'demo', 'abc')).code).toBe(1);
    expect((await run('wallet:credit', 'nobody', '10')).err).toContain('找不到会员');
  });

  it('credit:set-limit sets the limit and term', async () => {
    const r = await run('credit:set-limit', '13800138000', '20000', '--days', '45');
    expect(r.code).toBe(0);
    const [a] = await t.db.select().from(creditAccounts).where(eq(creditAccounts.storeId, 1));
    expect(a).toMatchObject({ creditLimit: 2_000_000, termDays: 45 });
    expect((await run('credit:set-limit', 'demo', '100', '--days', '0')).code).toBe(1);
  });

  it('orders:ship / orders:deliver move a paid order to completed; wrong states are refused with the reason', async () => {
    const [b] = await makeBuyers(t.db, 1, { balance: 1_000_000 });
    const id = await paidOrder(b!, 'balance');
    const [o] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect((await run('orders:deliver', o!.orderNo)).err).toContain('不能确认收货');
    expect((await run('orders:ship', String(id), '--carrier', '顺丰速运')).code).toBe(1);
    const shipped = await run('orders:ship', o!.orderNo, '--carrier', '顺丰速运', '--tracking', 'SF100200300');
    expect(shipped).toMatchObject({ code: 0 });
    expect(shipped.out).toContain('待收货');
    expect((await run('orders:ship', String(id), '--carrier', '顺丰速运', '--tracking', 'X')).err).toContain('不能发货');
    const done = await run('orders:deliver', String(id));
    expect(done.out).toContain('已完成');
    expect((await run('orders:list', '--status', 'completed')).out).toContain(o!.orderNo);
    expect((await run('orders:ship', 'YC0', '--carrier', 'a', '--tracking', 'b')).err).toContain('找不到订单');
  });

  it('orders:expire cancels unpaid orders past their deadline', async () => {
    const [b] = await makeBuyers(t.db, 1);
    const g = await pick.take();
    const line = await putInCart(t.db, b!.storeId, g, 1);
    const id = (await createOrders(b!.actor, [line], { idempotencyKey: newKey(), addressId: b!.addressId, invoice: { type: 'none' }, remark: '' })).orders[0]!.id;
    await t.db
      .update(orders)
      .set({ payBefore: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, id));
    expect((await run('orders:expire')).out).toMatch(/已取消 [1-9]\d* 笔/);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(o!.status).toBe('cancelled');
  });

  it('a return through the API, approved by the operator, refunds the balance once; the rest can still be returned', async () => {
    const browser = await loginAs('demo', '10.8.0.1');
    const demo: Buyer = {
      actor: { storeId: 1, memberId: 1, viewer: { storeId: 1, isPassed: true, companyType: '单体药店', province: '浙江省' }, province: '浙江省', isPassed: true },
      addressId: 1,
      memberId: 1,
      storeId: 1,
      username: 'demo',
    };
    const id = await paidOrder(demo, 'balance', 10_000, 4); // ¥400 + ¥15 shipping
    const call = (body: Record<string, unknown>) => browser.call(returnApi, `/api/order/${id}/return`, { body: body as never, params: { id: String(id) } });
    const lineId = (await browser.call(detail, `/api/order/${id}`, { params: { id: String(id) } })).body.data.lines[0].id;
    expect((await call({ reason: '商品破损', lines: [{ line_id: lineId, number: 1 }] })).body).toMatchObject({ code: 30040, msg: expect.stringContaining('发货后') });
    await run('orders:ship', String(id), '--carrier', '京东物流', '--tracking', 'JD1');
    expect((await call({ reason: '商品破损', lines: [{ line_id: lineId, number: 5 }] })).body).toMatchObject({ code: 30040, msg: expect.stringContaining('最多可申请 4') });
    expect((await call({ reason: '', lines: [] })).status).toBe(422);
    const asked = await call({ kind: 'return', reason: '商品破损', description: '外箱压坏', lines: [{ line_id: lineId, number: 1 }] });
    expect(asked.body).toMatchObject({ code: 10000, data: { status: 'pending', refund_amount: '100.00', kind_text: '退货' } });
    expect((await call({ reason: '商品破损', lines: [{ line_id: lineId, number: 4 }] })).body.msg).toContain('最多可申请 3');
    const before = await balanceOf(1);
    const approved = await run('returns:approve', asked.body.data.return_no);
    expect(approved.out).toContain('¥100.00');
    expect(await balanceOf(1)).toBe(before + 10_000);
    expect((await run('returns:approve', asked.body.data.return_no)).err).toContain('已处理');
    const second = await call({ kind: 'after_sales', reason: '质量问题', lines: [{ line_id: lineId, number: 3 }] });
    expect(second.body.data.refund_amount).toBe('300.00');
    expect((await run('returns:reject', String(second.body.data.id))).code).toBe(1);
    expect((await run('returns:reject', String(second.body.data.id), '--reason', '照片不清晰')).code).toBe(0);
    const d = (await browser.call(detail, `/api/order/${id}`, { params: { id: String(id) } })).body.data;
    expect(d).toMatchObject({ refunded_amount: '100.00', has_returns: 1 });
    expect(d.lines[0].returned_number).toBe(1);
    expect(d.returns.map((r: any) => r.status)).toEqual(['rejected', 'refunded']);
  });

  it('approving a return of a credit-paid order reduces its bill and the credit used', async () => {
    const [b] = await makeBuyers(t.db, 1, { creditLimit: 1_000_000 });
    const id = await paidOrder(b!, 'credit', 20_000, 5); // ¥1000, free shipping
    await run('orders:ship', String(id), '--carrier', '顺丰速运', '--tracking', 'SF9');
    const { requestReturn } = await import('../../src/server/orders/returns');
    const [line] = await t.db
      .select()
      .from((await import('../../src/server/db/schema')).orderLines)
      .where(eq((await import('../../src/server/db/schema')).orderLines.orderId, id));
    const ret = await requestReturn(b!.storeId, id, { kind: 'return', reason: '发错货', description: '', photos: [], lines: [{ lineId: line!.id, number: 5 }] });
    expect(ret.refund_amount).toBe('1000.00');
    await run('returns:approve', ret.return_no);
    const [acct] = await t.db.select().from(creditAccounts).where(eq(creditAccounts.storeId, b!.storeId));
    expect(acct!.used).toBe(0);
    const [bill] = await t.db.select().from(creditBills).where(eq(creditBills.orderId, id));
    expect(bill).toMatchObject({ status: 'refunded', repaidAmount: 100_000 });
    expect(await t.db.select().from(orderReturns).where(eq(orderReturns.orderId, id))).toHaveLength(1);
    expect(await invariants(t.db)).toEqual({
      walletMismatch: 0,
      paidWithoutOnePayment: 0,
      doublePayments: 0,
      duplicateKeys: 0,
      negativeStock: 0,
      creditMismatch: 0,
      couponMismatch: 0,
      batchStockMismatch: 0,
      negativeBatches: 0,
      unallocatedUnits: 0,
    });
  });
});
