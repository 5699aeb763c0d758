/**
 * Scheduled jobs with several app instances (issue 17): every instance runs the payment-deadline
 * sweep, so sweeps overlap. Three sweeps at once (on PostgreSQL each on its own pooled connection,
 * as two instances would be) must expire every overdue order exactly once: one `expire` event per
 * order, the stock given back once, the total of the sweeps' counts equal to the orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { invariants, makeBuyers, newKey, putInCart, stockOf } from '../helpers/orders-fixtures';
import { createOrders } from '../../src/server/orders/create';
import { sweepExpired } from '../../src/server/orders/deadline';
import { orders } from '../../src/server/db/schema';
import { queryRows } from '../../src/server/db/rows';

let t: TestDb;
const engine = process.env.TEST_DB ?? 'pglite';

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 200 });
});
afterAll(async () => {
  await t?.teardown();
});

describe(`scheduled jobs run by several instances at once (${engine})`, () => {
  it('three payment-deadline sweeps at once expire each of 40 overdue orders exactly once and give the stock back once', async () => {
    const pick = new GoodsPicker(t.db);
    const [g1, g2] = [await pick.take({ stock: 1_000 }), await pick.take({ stock: 1_000 })];
    const buyers = await makeBuyers(t.db, 8);
    const ids: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const b of buyers) {
        const lines = [await putInCart(t.db, b.storeId, g1!, 2), await putInCart(t.db, b.storeId, g2!, 3)];
        const created = await createOrders(b.actor, lines, { idempotencyKey: newKey(), addressId: b.addressId, invoice: { type: 'none' }, remark: '' });
        ids.push(created.orders[0]!.id);
      }
    }
    expect(await stockOf(t.db, g1!)).toBe(1_000 - 40 * 2);
    // Past their deadline (as if the instances had been down for half an hour).
    await t.db
      .update(orders)
      .set({ payBefore: new Date(Date.now() - 60_000) })
      .where(inArray(orders.id, ids));

    const counts = await Promise.all([sweepExpired(), sweepExpired(), sweepExpired()]);
    // A sweep skips the orders another one holds; a follow-up sweep finds nothing left either way.
    const again = await sweepExpired();
    expect(counts.reduce((a, b) => a + b, 0) + again).toBe(40);
    expect(await sweepExpired()).toBe(0);

    const events = await queryRows<{ order_id: number; n: number }>(
      t.db,
      sql`select order_id, count(*)::int as n from order_events where event = 'expire' and order_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) group by order_id`,
    );
    expect(events).toHaveLength(40);
    expect(events.every((e) => Number(e.n) === 1)).toBe(true);
    const rows = await t.db.select({ status: orders.status }).from(orders).where(inArray(orders.id, ids));
    expect(rows.every((r) => r.status === 'cancelled')).toBe(true);
    expect(await stockOf(t.db, g1!)).toBe(1_000);
    expect(await stockOf(t.db, g2!)).toBe(1_000);
    expect(Object.values(await invariants(t.db)).every((n) => n === 0)).toBe(true);
  });
});
