/**
 * Online payment through the sandbox gateway, on PGlite and PostgreSQL: the signed callback
 * (bad signature, tampered amount, unknown trade), idempotent repeats (also concurrent), the
 * cashier page, a late callback for a cancelled order (money back to the balance), and the deadline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { invariants, makeBuyers, newKey, putInCart, type Buyer } from '../helpers/orders-fixtures';
import { TestBrowser } from '../helpers/accounts-browser';
import { loginAs } from '../helpers/accounts-fixtures';
import { createOrders } from '../../src/server/orders/create';
import { cancelOrder } from '../../src/server/orders/actions';
import { handleNotify, signParams, startOnline, verifySign } from '../../src/server/payments/gateway';
import { payByBalance } from '../../src/server/payments/service';
import { balanceOf } from '../../src/server/wallet/ledger';
import { orders, payments } from '../../src/server/db/schema';
import { POST as notify } from '../../src/pages/api/pay/notify';
import { GET as cashier } from '../../src/pages/api/pay/sandbox/checkout';
import { POST as confirm } from '../../src/pages/api/pay/sandbox/confirm';
import { POST as onlineCreate } from '../../src/pages/api/pay/online_create';
import { formatYuan } from '../../src/lib/money';

let t: TestDb;
let pick: GoodsPicker;

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 300 });
  pick = new GoodsPicker(t.db);
});
afterAll(async () => {
  await t?.teardown();
});

async function unpaid(b: Buyer, price = 10_000): Promise<number> {
  const g = await pick.take({ basePrice: price });
  const line = await putInCart(t.db, b.storeId, g, 1);
  return (await createOrders(b.actor, [line], { idempotencyKey: newKey(), addressId: b.addressId, invoice: { type: 'none' }, remark: '' })).orders[0]!.id;
}

function notice(tradeNo: string, amount: number, extra: Record<string, string> = {}): Record<string, string> {
  const n: Record<string, string> = {
    trade_no: tradeNo,
    gateway_trade_no: `G${newKey()}`,
    amount: String(amount),
    status: 'SUCCESS',
    notify_time: new Date().toISOString(),
    ...extra,
  };
  return { ...n, sign: signParams(n) };
}

describe(`online payment (sandbox gateway) on ${process.env.TEST_DB}`, () => {
  it('signatures: any change of a signed field breaks it', () => {
    const n = notice('PAY1', 100);
    expect(verifySign(n)).toBe(true);
    expect(verifySign({ ...n, amount: '1' })).toBe(false);
    expect(verifySign({ ...n, sign: n.sign.replace(/.$/, (c) => (c === '0' ? '1' : '0')) })).toBe(false);
    expect(verifySign({ ...n, sign: '' })).toBe(false);
  });

  it('a signed callback pays the order once; repeats (also concurrent) change nothing', async () => {
    const [b] = await makeBuyers(t.db, 1);
    const id = await unpaid(b!);
    const start = await startOnline(b!.storeId, id);
    expect(start.pay_url).toMatch(/^\/api\/pay\/sandbox\/checkout\?trade_no=PAY\d+&amount=\d+&sign=[0-9a-f]{64}$/);
    expect((await startOnline(b!.storeId, id)).trade_no).toBe(start.trade_no); // one pending payment reused
    const [o] = await t.db.select().from(orders).where(eq(orders.id, id));
    const n = notice(start.trade_no, o!.payableAmount);
    const results = await Promise.all(Array.from({ length: 8 }, () => handleNotify(n)));
    expect(results.filter((r) => r.outcome === 'paid')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'duplicate')).toHaveLength(7);
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(paid).toMatchObject({ status: 'paid', payMethod: 'online', paidAmount: o!.payableAmount });
    const pays = await t.db.select().from(payments).where(eq(payments.orderId, id));
    expect(pays).toHaveLength(1);
    expect(pays[0]).toMatchObject({ status: 'succeeded', gatewayTradeNo: n.gateway_trade_no });
    expect(await invariants(t.db)).toMatchObject({ paidWithoutOnePayment: 0, doublePayments: 0 });
  });

  it('the HTTP callback: bad signature, tampered amount and unknown trades are refused; nothing changes', async () => {
    const [b] = await makeBuyers(t.db, 1);
    const id = await unpaid(b!);
    const start = await startOnline(b!.storeId, id);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, id));
    const gw = new TestBrowser('10.9.0.1', 'http://gateway.test');
    const post = (body: Record<string, string>) => gw.call(notify, '/api/pay/notify', { body });
    const forged = notice(start.trade_no, o!.payableAmount);
    expect((await post({ ...forged, sign: 'x'.repeat(64) })).body).toBe('fail');
    expect((await post(notice(start.trade_no, o!.payableAmount - 1))).body).toBe('fail');
    expect((await post({ ...forged, amount: '1' })).body).toBe('fail');
    expect((await post(notice('PAY00000000000000000000000', 100))).body).toBe('fail');
    expect((await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.status).toBe('pending_payment');
    expect((await post(forged)).body).toBe('success');
    expect((await post(forged)).body).toBe('success'); // repeat: taken, no second payment
    expect((await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.status).toBe('paid');
  });

  it('money arriving for a cancelled (or otherwise paid) order goes back to the balance, once', async () => {
    const [b] = await makeBuyers(t.db, 1, { balance: 100_000 });
    const id = await unpaid(b!);
    const start = await startOnline(b!.storeId, id);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, id));
    await cancelOrder(b!.storeId, id);
    const n = notice(start.trade_no, o!.payableAmount);
    expect(await handleNotify(n)).toMatchObject({ ok: true, outcome: 'refunded' });
    expect(await handleNotify(n)).toMatchObject({ ok: true, outcome: 'duplicate' });
    expect(await balanceOf(b!.storeId)).toBe(100_000 + o!.payableAmount);

    const id2 = await unpaid(b!);
    const start2 = await startOnline(b!.storeId, id2);
    await payByBalance(b!.storeId, id2); // paid another way first: the pending online attempt is closed
    const [o2] = await t.db.select().from(orders).where(eq(orders.id, id2));
    expect(await handleNotify(notice(start2.trade_no, o2!.payableAmount))).toMatchObject({ outcome: 'refunded' });
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

  it('the sandbox cashier page and confirm: only the buyer, then back to step 4; online_create refuses unpayable orders', async () => {
    const demo = await loginAs('demo', '10.9.0.2');
    const buyer: Buyer = {
      actor: { storeId: 1, memberId: 1, viewer: { storeId: 1, isPassed: true, companyType: '单体药店', province: '浙江省' }, province: '浙江省', isPassed: true },
      addressId: 1,
      memberId: 1,
      storeId: 1,
      username: 'demo',
    };
    const id = await unpaid(buyer);
    const created = await demo.call(onlineCreate, '/api/pay/online_create', { body: { order_id: id } });
    expect(created.body.code).toBe(10000);
    const url: string = created.body.data.pay_url;
    const page = await demo.call(cashier, url);
    expect(page.status).toBe(200);
    expect(page.body).toContain('沙箱支付网关');
    expect(page.body).toContain(formatYuan(created.body.data.amount));
    expect((await demo.call(cashier, url.replace(/amount=\d+/, 'amount=1'))).status).toBe(400);
    const stranger = new TestBrowser('10.9.0.3');
    expect((await stranger.call(confirm, '/api/pay/sandbox/confirm', { body: { trade_no: created.body.data.trade_no } })).status).toBe(401);
    const done = await demo.call(confirm, '/api/pay/sandbox/confirm', { body: { trade_no: created.body.data.trade_no } });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`/cart_step4?id=${id}`);
    expect((await t.db.select().from(orders).where(eq(orders.id, id)))[0]).toMatchObject({ status: 'paid', payMethod: 'online' });
    expect((await demo.call(onlineCreate, '/api/pay/online_create', { body: { order_id: id } })).body).toMatchObject({ code: 30010, msg: '订单已支付，请勿重复支付' });
  });
});
