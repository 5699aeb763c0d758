/**
 * Concurrent cart writes and cart list latency, on PGlite and PostgreSQL. On PostgreSQL the
 * requests run at once through the connection pool (10 connections), so the unique key and the
 * guarded upsert are what keep the numbers right — there is no read-then-write to race.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { loginAs } from '../helpers/accounts-fixtures';
import { cartClient, GoodsPicker } from '../helpers/cart-fixtures';
import { POST as add } from '../../src/pages/api/cart/index';
import { GET as list } from '../../src/pages/api/cart/list';
import { POST as del } from '../../src/pages/api/cart/batch_delete';
import { cartItems } from '../../src/server/db/schema';
import { queryRows } from '../../src/server/db/rows';
import { sql } from 'drizzle-orm';

let t: TestDb;
let pick: GoodsPicker;
let demo: ReturnType<typeof cartClient>;
const engine = process.env.TEST_DB ?? 'pglite';

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 600 });
  pick = new GoodsPicker(t.db);
  demo = cartClient(await loginAs('demo', '10.6.0.1'), { add, list, del });
});
afterAll(async () => {
  await t?.teardown();
});

const clear = () => t.db.delete(cartItems).where(eq(cartItems.storeId, 1));
const linesOf = (goodsId: number) => t.db.select().from(cartItems).where(eq(cartItems.goodsId, goodsId));

describe(`concurrent cart writes on ${engine}`, () => {
  it('50 concurrent adds of the same goods end in one line with the right quantity', async () => {
    await clear();
    const id = await pick.take();
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => demo.add([{ goods_id: id, number: 1 + (i % 3), price: '100.00' }])));
    const ms = performance.now() - started;
    expect(answers.map((a) => a.body.code)).toEqual(Array(50).fill(10000));
    const rows = await linesOf(id);
    expect(rows).toHaveLength(1);
    const expected = Array.from({ length: 50 }, (_, i) => 1 + (i % 3)).reduce((s, n) => s + n, 0);
    expect(rows[0]!.number).toBe(expected);
    console.log(`[cart] ${engine}: 50 concurrent adds of one goods in ${ms.toFixed(0)} ms → one line of ${rows[0]!.number}`);
    if (engine === 'postgres') {
      // The adds really ran side by side: postgres-js opens another pool connection only while all open ones are busy.
      const [{ n }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`);
      expect(n).toBeGreaterThan(1);
    }
  });

  it('concurrent adds never pass the purchase limit: exactly the allowed ones succeed', async () => {
    await clear();
    const id = await pick.take({ xgNumber: 30 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => demo.add([{ goods_id: id, number: 1 }])));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 10000)).toHaveLength(30);
    expect(codes.filter((c) => c === 20002)).toHaveLength(20);
    expect((await linesOf(id))[0]!.number).toBe(30);
  });

  it('concurrent multi-line adds in different orders do not deadlock and all land', async () => {
    await clear();
    const a = await pick.take();
    const b = await pick.take();
    const c = await pick.take();
    const orders = [
      [a, b, c],
      [c, b, a],
      [b, c, a],
      [a, c, b],
    ];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => demo.add(orders[i % 4]!.map((goods_id) => ({ goods_id, number: 1 })))));
    expect(answers.every((x) => x.body.code === 10000)).toBe(true);
    for (const id of [a, b, c]) expect((await linesOf(id))[0]!.number).toBe(20);
  });
});

describe(`cart list latency on ${engine}`, () => {
  it('lists a 100-line cart', async () => {
    await clear();
    const ids: number[] = [];
    for (let i = 0; i < 100; i++)
      ids.push(await pick.take({ basePrice: 1000 + i, ladderPrice: i % 4 === 0 ? [{ number: 5, price: 900 }] : [], ladderPriceType: i % 8 === 0 ? 1 : 0 }));
    const addStarted = performance.now();
    const added = await demo.add(ids.map((goods_id) => ({ goods_id, number: 3 })));
    const addMs = performance.now() - addStarted;
    expect(added.body.data.total).toBe(100);
    await demo.list(); // warm up
    const times: number[] = [];
    let last: any;
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      last = await demo.list();
      times.push(performance.now() - started);
    }
    times.sort((x, y) => x - y);
    expect(last.body.data.items).toHaveLength(100);
    const expectedGoods = ids.reduce((s, _, i) => s + 3 * (1000 + i), 0);
    expect(last.body.data.summary.goods_amount).toBe((expectedGoods / 100).toFixed(2));
    console.log(
      `[cart] ${engine}: add 100 lines in one request ${addMs.toFixed(0)} ms; GET /api/cart/list of 100 lines median ${times[5]!.toFixed(1)} ms, max ${times[9]!.toFixed(1)} ms`,
    );
    expect(times[5]).toBeLessThan(1500);
  });
});
