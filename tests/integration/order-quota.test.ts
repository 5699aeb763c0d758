/**
 * Issue 33, order quotas per store, counted under a lock on the store's row in the order's own
 * transaction: at 19 unpaid orders five parallel submissions make exactly one more (20) and four
 * are told 「未支付订单过多：最多 20 笔，请先支付或取消」; twelve parallel submissions of a fresh
 * store make exactly ten in the minute and two are told to slow down. PGlite and PostgreSQL (the
 * races are real there).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { invariants, makeBuyers, newKey, putInCart, type Buyer } from '../helpers/orders-fixtures';
import { createOrders } from '../../src/server/orders/create';
import { orders } from '../../src/server/db/schema';
import { ORDER_QUOTA } from '../../src/server/orders/errors';
import { BusinessError } from '../../src/server/http/errors';

let t: TestDb;
let pick: GoodsPicker;
const engine = process.env.TEST_DB ?? 'pglite';
// The production defaults (20 unpaid, 10 a minute): vitest.config.ts raises them for every other file.
delete process.env.ORDER_MAX_UNPAID;
delete process.env.ORDER_RATE_PER_MINUTE;

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 200 });
  pick = new GoodsPicker(t.db);
});
afterAll(async () => {
  await t?.teardown();
});

const submit = async (b: Buyer, now?: Date) => {
  const line = await putInCart(t.db, b.storeId, await pick.take({ basePrice: 1_000, stock: 1_000 }), 1);
  return () => createOrders(b.actor, [line], { idempotencyKey: newKey(), addressId: b.addressId, invoice: { type: 'none' }, remark: '' }, now);
};
const outcome = (r: PromiseSettledResult<unknown>) =>
  r.status === 'fulfilled' ? 'ok' : r.reason instanceof BusinessError && r.reason.code === ORDER_QUOTA ? r.reason.message : String(r.reason);
const unpaidOf = async (b: Buyer) =>
  Number(
    (
      await t.db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.storeId, b.storeId), eq(orders.status, 'pending_payment')))
    )[0]!.n,
  );

describe(`order quotas per store (${engine})`, () => {
  it('at 19 unpaid orders, five parallel submissions make exactly the 20th; the others are refused with the limit', async () => {
    const [b] = await makeBuyers(t.db, 1);
    // 19 unpaid orders, one every 61 s over the last 20 minutes (still inside their 30-minute payment window).
    const start = Date.now() - 20 * 60_000;
    for (let i = 0; i < 19; i++) await (await submit(b!, new Date(start + i * 61_000)))();
    expect(await unpaidOf(b!)).toBe(19);
    const tries = await Promise.all(Array.from({ length: 5 }, () => submit(b!)));
    const results = (await Promise.allSettled(tries.map((go) => go()))).map(outcome);
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r !== 'ok')).toEqual(Array(4).fill('未支付订单过多：最多 20 笔，请先支付或取消'));
    expect(await unpaidOf(b!)).toBe(20);
    await invariants(t.db);
  });

  it('twelve parallel submissions of one store make ten orders in the minute; two are told to slow down', async () => {
    const [b] = await makeBuyers(t.db, 1);
    const tries = await Promise.all(Array.from({ length: 12 }, () => submit(b!)));
    const results = (await Promise.allSettled(tries.map((go) => go()))).map(outcome);
    expect(results.filter((r) => r === 'ok')).toHaveLength(10);
    expect(results.filter((r) => r !== 'ok')).toEqual(Array(2).fill('下单过于频繁：每分钟最多 10 笔，请稍后再试'));
    expect(await unpaidOf(b!)).toBe(10);
  });
});
