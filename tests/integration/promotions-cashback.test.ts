/**
 * 满额返现 on both engines: a completed order's cash-back is credited to the balance ledger once
 * (the job run twice at once), and a refunded return takes back its share, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { makeBuyers, newKey, putInCart } from '../helpers/orders-fixtures';
import { createOrders } from '../../src/server/orders/create';
import { payByBalance } from '../../src/server/payments/service';
import { deliverOrder, shipOrder } from '../../src/server/orders/actions';
import { approveReturn, requestReturn } from '../../src/server/orders/returns';
import { orderCashbacks, orderLines, orders, walletEntries } from '../../src/server/db/schema';
import { reverseCashbacks, settleCashbacks } from '../../src/server/cashback/cashback';
import { balanceOf, ledgerSum } from '../../src/server/wallet/ledger';

let t: TestDb;
let pick: GoodsPicker;
const engine = process.env.TEST_DB ?? 'pglite';

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 400 });
  pick = new GoodsPicker(t.db);
});
afterAll(async () => {
  await t?.teardown();
});

describe(`满额返现 on ${engine}`, () => {
  it('credits the best tier to the balance when the order completes, once; a return takes back its share, once', async () => {
    const [b] = await makeBuyers(t.db, 1, { balance: 1_000_000 });
    const g = await pick.take({ basePrice: 60_000 });
    const line = await putInCart(t.db, b!.storeId, g, 2);
    const created = await createOrders(b!.actor, [line], { idempotencyKey: newKey(), addressId: b!.addressId, invoice: { type: 'none' }, remark: '' });
    const id = created.orders[0]!.id;
    await payByBalance(b!.storeId, id);
    const paid = await balanceOf(b!.storeId);
    // Not completed yet: nothing.
    await settleCashbacks();
    expect(await t.db.select().from(orderCashbacks).where(eq(orderCashbacks.orderId, id))).toHaveLength(0);
    await shipOrder(id, '顺丰速运', 'SF100200300');
    await deliverOrder(id);

    const runs = await Promise.all([settleCashbacks(), settleCashbacks()]);
    expect(runs.reduce((s, n) => s + n, 0)).toBeGreaterThanOrEqual(1);
    const [cb] = await t.db.select().from(orderCashbacks).where(eq(orderCashbacks.orderId, id));
    // ¥1,200 paid for goods (free shipping from ¥800): tier 满¥1000返¥20.
    expect(cb).toMatchObject({ eligibleAmount: 120_000, amount: 2_000, reversed: 0 });
    expect(await balanceOf(b!.storeId)).toBe(paid + 2_000);
    const credits = await t.db
      .select()
      .from(walletEntries)
      .where(sql`${walletEntries.storeId} = ${b!.storeId} and ${walletEntries.ref} like 'cashback:%'`);
    expect(credits.map((e) => [e.ref, e.amount])).toEqual([[`cashback:${id}`, 2_000]]);
    // The ledger names the order by its number, as the buyer knows it (issue 31 item 11).
    const [o] = await t.db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, id));
    expect(credits.map((e) => e.note)).toEqual([`满额返现（订单 ${o!.orderNo}）`]);

    // Return one of the two units: ¥600 of ¥1,200 refunded → half the cash-back back.
    const [l] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, id));
    const ret = await requestReturn(b!.storeId, id, { kind: 'return', reason: '商品破损', description: '', photos: [], lines: [{ lineId: l!.id, number: 1 }] });
    await approveReturn(ret.id);
    const taken = await Promise.all([reverseCashbacks(), reverseCashbacks()]);
    expect(taken.reduce((s, n) => s + n, 0)).toBe(1_000);
    expect(await reverseCashbacks()).toBe(0);
    expect((await t.db.select().from(orderCashbacks).where(eq(orderCashbacks.orderId, id)))[0]!.reversed).toBe(1_000);
    expect(await balanceOf(b!.storeId)).toBe(paid + 2_000 + 60_000 - 1_000);
    expect(await ledgerSum(b!.storeId)).toBe(await balanceOf(b!.storeId));
  });
});
