/**
 * Returns cannot over-refund (issue 11): one line listed twice is refused (422); concurrent requests
 * for the same units get at most what was bought; refunds come from the line's price snapshot
 * (its discount and coupon share taken off) and approval re-checks under row locks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { invariants, makeBuyers, newKey, putInCart, type Buyer } from '../helpers/orders-fixtures';
import { loginAs } from '../helpers/accounts-fixtures';
import { createOrders } from '../../src/server/orders/create';
import { payByBalance } from '../../src/server/payments/service';
import { shipOrder } from '../../src/server/orders/actions';
import { approveReturn, rejectReturn, requestReturn } from '../../src/server/orders/returns';
import { balanceOf } from '../../src/server/wallet/ledger';
import { orderLines, orderReturns, orders } from '../../src/server/db/schema';
import { POST as returnApi } from '../../src/pages/api/order/[id]/return';

let t: TestDb;
let pick: GoodsPicker;
beforeAll(async () => {
  t = await createTestDb({ goodsCount: 300 });
  pick = new GoodsPicker(t.db);
});
afterAll(async () => {
  await t?.teardown();
});

const DEMO: Buyer = {
  actor: { storeId: 1, memberId: 1, viewer: { storeId: 1, isPassed: true, companyType: '单体药店', province: '浙江省' }, province: '浙江省', isPassed: true },
  addressId: 1,
  memberId: 1,
  storeId: 1,
  username: 'demo',
};

/** A paid, shipped order of `n` units; its line carries a coupon share of `coupon` fen in the snapshot. */
async function shippedOrder(b: Buyer, n: number, coupon = 0, price = 1_170) {
  const g = await pick.take({ basePrice: price });
  const line = await putInCart(t.db, b.storeId, g, n);
  const id = (await createOrders(b.actor, [line], { idempotencyKey: newKey(), addressId: b.addressId, invoice: { type: 'none' }, remark: '' })).orders[0]!.id;
  await payByBalance(b.storeId, id);
  await shipOrder(id, '顺丰速运', 'SF1');
  const [l] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, id));
  if (coupon) {
    await t.db
      .update(orderLines)
      .set({ couponAmount: coupon, payAmount: l!.rawAmount - l!.manjianAmount - l!.discountAmount - coupon })
      .where(eq(orderLines.id, l!.id));
  }
  const [fresh] = await t.db.select().from(orderLines).where(eq(orderLines.id, l!.id));
  return { id, line: fresh! };
}

const ask = (b: Buyer, orderId: number, lines: { lineId: number; number: number }[]) =>
  requestReturn(b.storeId, orderId, { kind: 'return', reason: '商品破损', description: '', photos: [], lines });

describe(`returns on ${process.env.TEST_DB}`, () => {
  it('one line listed twice (or 60 times) in a request is a 422 and writes nothing', async () => {
    const browser = await loginAs('demo', '10.40.0.1');
    const { id, line } = await shippedOrder(DEMO, 2);
    const call = (lines: unknown[]) => browser.call(returnApi, `/api/order/${id}/return`, { body: { reason: '商品破损', lines } as never, params: { id: String(id) } });
    const twice = await call([
      { line_id: line.id, number: 1 },
      { line_id: line.id, number: 1 },
    ]);
    expect(twice.status).toBe(422);
    expect(twice.body.errors['lines.1.line_id']).toEqual(['同一商品只能填写一次，请合并数量']);
    const sixty = await call(Array.from({ length: 60 }, () => ({ line_id: line.id, number: 1 })));
    expect(sixty.status).toBe(422);
    await expect(
      ask(DEMO, id, [
        { lineId: line.id, number: 1 },
        { lineId: line.id, number: 1 },
      ]),
    ).rejects.toThrow('同一商品只能填写一次');
    expect(await t.db.select().from(orderReturns).where(eq(orderReturns.orderId, id))).toHaveLength(0);
    // Another member's order id: 404 before the (malformed multipart) body is read.
    const pending = await loginAs('pending', '10.40.0.2');
    const other = await pending.call(returnApi, `/api/order/${id}/return`, {
      body: '--x\r\nbroken',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      params: { id: String(id) },
    });
    expect(other.status).toBe(404);
    // Our own order with a malformed multipart body: a 4xx, not a 500.
    const mine = await browser.call(returnApi, `/api/order/${id}/return`, {
      body: '--x\r\nbroken',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      params: { id: String(id) },
    });
    expect(mine.status).toBe(422);
  });

  it('two concurrent returns of the same units: one is accepted, the other refused', async () => {
    const [b] = await makeBuyers(t.db, 1, { balance: 1_000_000 });
    const { id, line } = await shippedOrder(b!, 3);
    const results = await Promise.allSettled([ask(b!, id, [{ lineId: line.id, number: 3 }]), ask(b!, id, [{ lineId: line.id, number: 3 }])]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(String(refused.reason.message)).toContain('已全部申请退货');
    // Ten requests of one unit each against 3 bought: exactly 3 held in total.
    const { id: id2, line: line2 } = await shippedOrder(b!, 3);
    const ten = await Promise.allSettled(Array.from({ length: 10 }, () => ask(b!, id2, [{ lineId: line2.id, number: 1 }])));
    expect(ten.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const rows = await t.db.select().from(orderReturns).where(eq(orderReturns.orderId, id2));
    expect(rows.reduce((s, r) => s + r.refundAmount, 0)).toBe(line2.payAmount);
  });

  it('refunds come from the snapshot (coupon share off), the last units get the rest, and approvals never refund more than was paid', async () => {
    const [b] = await makeBuyers(t.db, 1, { balance: 1_000_000 });
    const { id, line } = await shippedOrder(b!, 3, 333, 1_170); // ¥35.10 raw − ¥3.33 coupon = ¥31.77 paid for 3 units
    expect(line.payAmount).toBe(3_510 - 333);
    const first = await ask(b!, id, [{ lineId: line.id, number: 1 }]);
    expect(first.refund_amount).toBe('10.59'); // floor(3177 / 3)
    const second = await ask(b!, id, [{ lineId: line.id, number: 2 }]);
    expect(second.refund_amount).toBe('21.18'); // the rest of 31.77
    // Reject the first, ask again for that unit: still within what is left of the line's money.
    await rejectReturn(first.id, '照片不清晰');
    const third = await ask(b!, id, [{ lineId: line.id, number: 1 }]);
    const before = await balanceOf(b!.storeId);
    const results = await Promise.allSettled([approveReturn(second.id), approveReturn(third.id), approveReturn(second.id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const refunded = (await balanceOf(b!.storeId)) - before;
    expect(refunded).toBe(line.payAmount);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(o!.refundedAmount).toBe(line.payAmount);
    const [l] = await t.db.select().from(orderLines).where(eq(orderLines.id, line.id));
    expect(l!.returnedNumber).toBe(3);
    await expect(ask(b!, id, [{ lineId: line.id, number: 1 }])).rejects.toThrow('已全部申请退货');
    expect((await invariants(t.db)).walletMismatch).toBe(0);
  });

  it('the operator sees the computed amount', async () => {
    const [b] = await makeBuyers(t.db, 1, { balance: 1_000_000 });
    const { id, line } = await shippedOrder(b!, 4, 0, 2_500);
    const ret = await ask(b!, id, [{ lineId: line.id, number: 1 }]);
    const { runOrderCommand } = await import('../../src/server/orders/admin-commands');
    const out: string[] = [];
    expect(
      await runOrderCommand(
        'returns:list',
        [],
        () => undefined,
        (s) => out.push(s),
        (s) => out.push(s),
      ),
    ).toBe(0);
    expect(out.join('\n')).toContain(`${ret.return_no}`);
    expect(out.find((s) => s.includes(ret.return_no))).toContain('¥25.00');
  });
});
