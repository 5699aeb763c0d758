/**
 * Issue 31 item 10: a buyer cancels a paid order that has not shipped; stock goes back and the money
 * is refunded the way it was paid, once. On PostgreSQL two cancels race through the pool: one
 * refund, one 「订单已取消」.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { invariants, makeBuyers, newKey, putInCart, stockOf, type Buyer } from '../helpers/orders-fixtures';
import { createOrders } from '../../src/server/orders/create';
import { cancelOrder, shipOrder } from '../../src/server/orders/actions';
import { orderSummary } from '../../src/server/orders/view';
import { payByBalance, payByCredit } from '../../src/server/payments/service';
import { balanceOf } from '../../src/server/wallet/ledger';
import { creditAccounts, orders, walletEntries } from '../../src/server/db/schema';
import { codeOf } from '../helpers/outcomes';

let t: TestDb;
let pick: GoodsPicker;

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 400 });
  pick = new GoodsPicker(t.db);
});
afterAll(async () => {
  await t?.teardown();
});

async function paidOrder(b: Buyer, how: 'balance' | 'credit', stock = 50): Promise<{ id: number; goodsId: number }> {
  const goodsId = await pick.take({ stock, basePrice: 12_345 });
  const line = await putInCart(t.db, b.storeId, goodsId, 2);
  const { orders: made } = await createOrders(b.actor, [line], { idempotencyKey: newKey(), addressId: b.addressId, invoice: { type: 'none' }, remark: '' });
  const id = made[0]!.id;
  if (how === 'balance') await payByBalance(b.storeId, id);
  else await payByCredit(b.storeId, id);
  return { id, goodsId };
}

describe('buyer cancels a paid, unshipped order (issue 31 item 10)', () => {
  it('offers 取消订单 on a paid order with what it refunds, and refunds the balance and the stock', async () => {
    const [b] = await makeBuyers(t.db, 1, { balance: 1_000_000 });
    const { id, goodsId } = await paidOrder(b!, 'balance');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    const summary = orderSummary(row!, [], false);
    expect(summary.can_cancel).toBe(1);
    expect(summary.cancel_refund).toBe(String((row!.paidAmount / 100).toFixed(2)));
    expect(await stockOf(t.db, goodsId)).toBe(48);
    const before = await balanceOf(b!.storeId);

    const done = await cancelOrder(b!.storeId, id, '');
    expect(done).toMatchObject({ status: 'cancelled', status_text: '已取消', refunded: (row!.paidAmount / 100).toFixed(2) });
    expect(await balanceOf(b!.storeId)).toBe(before + row!.paidAmount);
    expect(await stockOf(t.db, goodsId)).toBe(50);
    const entries = await t.db.select().from(walletEntries).where(eq(walletEntries.storeId, b!.storeId));
    expect(entries.filter((e) => e.kind === 'refund').map((e) => e.note)).toEqual([`订单 ${row!.orderNo} 取消退款`]);
  });

  it('gives credit back for an order paid on 账期', async () => {
    const [b] = await makeBuyers(t.db, 1, { creditLimit: 1_000_000 });
    const { id } = await paidOrder(b!, 'credit');
    const [acc] = await t.db.select().from(creditAccounts).where(eq(creditAccounts.storeId, b!.storeId));
    expect(acc!.used).toBeGreaterThan(0);
    await cancelOrder(b!.storeId, id, '');
    const [after] = await t.db.select().from(creditAccounts).where(eq(creditAccounts.storeId, b!.storeId));
    expect(after!.used).toBe(0);
  });

  it('refuses once shipped: 申请售后 instead', async () => {
    const [b] = await makeBuyers(t.db, 1, { balance: 1_000_000 });
    const { id } = await paidOrder(b!, 'balance');
    await shipOrder(id, '顺丰速运', 'SF100');
    await expect(cancelOrder(b!.storeId, id, '')).rejects.toThrow(/不能取消/);
  });

  it('two cancels at once: one refund, the other told 订单已取消; invariants hold', async () => {
    const [b] = await makeBuyers(t.db, 1, { balance: 1_000_000 });
    const { id, goodsId } = await paidOrder(b!, 'balance', 10);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    const before = await balanceOf(b!.storeId);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => cancelOrder(b!.storeId, id, '')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(refused.map((r) => (r.reason as Error).message)).toEqual(Array(5).fill('订单已取消'));
    expect(results.map(codeOf).filter((c) => c !== 10000)).toHaveLength(5);
    expect(await balanceOf(b!.storeId)).toBe(before + row!.paidAmount);
    expect(await stockOf(t.db, goodsId)).toBe(10);
    const refunds = (await t.db.select().from(walletEntries).where(eq(walletEntries.storeId, b!.storeId))).filter((e) => e.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(await invariants(t.db)).toMatchObject({ walletMismatch: 0, creditMismatch: 0, negativeStock: 0 });
  });
});
