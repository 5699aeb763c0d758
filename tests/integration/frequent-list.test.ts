/**
 * 常购清单 · 常买 (issue 29 items 1–2) on the demo store's seeded history (14 completed orders, one
 * every 6 days, the first goods in every one): last price, quantity and date, times bought, average
 * interval, in stock now, 建议采购量 = average consumption between orders × days since the last,
 * rounded up to the 中包装, with its one-line reason; 180 days only; owner-only; rows go into the cart
 * at today's price under the cart's rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { loginAs } from '../helpers/accounts-fixtures';
import type { TestBrowser } from '../helpers/accounts-browser';
import { queryRows } from '../../src/server/db/rows';
import { cartItems, goods, priceActivities, priceActivityGoods } from '../../src/server/db/schema';
import { GET as frequent } from '../../src/pages/api/user/cgqd';
import { POST as cartAdd } from '../../src/pages/api/cart/index';
import { suggestQuantity } from '../../src/server/replenish/suggest';

let t: TestDb;
let demo: TestBrowser;

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 400 });
  demo = await loginAs('demo', '10.29.1.1');
});
afterAll(async () => {
  await t?.teardown();
});

type Line = { goods_id: number; at: Date; number: number; unit_price: number };
/** The store's purchases of a goods, straight from its orders. */
const purchasesOf = (goodsId: number) =>
  queryRows<Line>(
    t.db,
    sql`select l.goods_id, o.created_at as at, l.number, l.unit_price from order_lines l join orders o on o.id = l.order_id
      where o.store_id = 1 and o.status = 'completed' and l.goods_id = ${goodsId} order by o.created_at`,
  );

describe('常购清单 · 常买', () => {
  it('lists what the store bought with last price, quantity, date, times, interval, stock and a 建议采购量 it explains', async () => {
    const res = await demo.call(frequent, '/api/user/cgqd');
    expect(res.body.code).toBe(10000);
    const { list, days } = res.body.data;
    expect(days).toBe(180);
    expect(list.length).toBeGreaterThanOrEqual(5);
    const top = list[0];
    const bought = await purchasesOf(top.goods_id);
    const last = bought.at(-1)!;
    expect(top).toMatchObject({ times: bought.length, last_number: last.number, last_price: (last.unit_price / 100).toFixed(2), in_stock: true });
    expect(new Date(top.last_at).getTime()).toBe(new Date(last.at).getTime());
    expect(top.times).toBe(14);
    expect(top.interval_days).toBe(6); // one order every 6 days
    // Consumption between orders: the first 13 orders' units over the 78 days they span, × the days since the last.
    const perDay = bought.slice(0, -1).reduce((s, l) => s + l.number, 0) / 78;
    const since = Math.floor((Date.now() - new Date(last.at).getTime()) / 86_400_000);
    const [g] = await t.db.select({ midPack: goods.midPack }).from(goods).where(eq(goods.id, top.goods_id));
    expect(top.suggested).toBe(Math.ceil((perDay * since) / g!.midPack - 1e-9) * g!.midPack);
    expect(top.suggested).toBeGreaterThan(0);
    expect(top.suggestion).toContain(`距上次 ${since} 天`);
  });

  it('rounds the suggestion up to the 中包装 and explains a goods bought once', () => {
    const now = new Date('2026-06-30T00:00:00Z');
    const at = (d: string) => new Date(`${d}T00:00:00Z`);
    const s = suggestQuantity(
      [
        { at: at('2026-06-01'), number: 20 },
        { at: at('2026-06-11'), number: 20 },
        { at: at('2026-06-21'), number: 30 },
      ],
      12,
      '盒',
      now,
    );
    // 40 units over 20 days = 2 a day; 9 days since → 18 → two middle packs of 12.
    expect(s).toEqual({ suggested: 24, intervalDays: 10, line: '日均用 2盒 × 距上次 9 天 ≈ 18盒，按中包装 12盒 取整' });
    expect(suggestQuantity([{ at: at('2026-06-21'), number: 5 }], 10, '盒', now)).toMatchObject({ suggested: 10, line: '只买过 1 次，按上次的 5盒 建议' });
  });

  it('counts only the last 180 days, is the store’s own, and adds rows to the cart at today’s price', async () => {
    const before = (await demo.call(frequent, '/api/user/cgqd')).body.data.list;
    const target = before[0];
    // Its first order moves back past 180 days: one purchase fewer.
    await t.db.execute(sql`update orders set created_at = now() - interval '200 days'
      where id = (select o.id from orders o join order_lines l on l.order_id = o.id where o.store_id = 1 and l.goods_id = ${target.goods_id} order by o.created_at limit 1)`);
    const after = (await demo.call(frequent, '/api/user/cgqd')).body.data.list.find((r: { goods_id: number }) => r.goods_id === target.goods_id);
    expect(after.times).toBe(target.times - 1);

    const other = await loginAs('choujiang', '10.29.1.2');
    const theirs = (await other.call(frequent, '/api/user/cgqd')).body.data.list;
    expect(theirs.some((r: { goods_id: number }) => r.goods_id === target.goods_id)).toBe(false);

    await t.db.delete(cartItems).where(eq(cartItems.storeId, 1));
    const five = before.filter((r: any) => r.in_stock && r.goods).slice(0, 5);
    expect(five).toHaveLength(5);
    const lines = five.map((r: any) => ({ goods_id: r.goods_id, price: r.goods.base_price, ck_id: r.goods.ck_id, number: Math.max(r.suggested, r.goods.quantity.min) }));
    const added = await demo.call(cartAdd, '/api/cart', { body: { lines } as never, json: true });
    expect(added.body.code, JSON.stringify(added.body)).toBe(10000);
    const cart = await t.db.select({ goodsId: cartItems.goodsId, number: cartItems.number }).from(cartItems).where(eq(cartItems.storeId, 1));
    expect(new Map(cart.map((c) => [c.goodsId, c.number]))).toEqual(new Map(lines.map((l: any) => [l.goods_id, l.number])));
  });

  it('stops the suggestion at what the activity price still allows, and the cart takes it', async () => {
    const row = (await demo.call(frequent, '/api/user/cgqd')).body.data.list.find((r: any) => r.in_stock && r.goods && r.suggested > 2);
    expect(row, 'a goods whose suggestion is above 2').toBeDefined();
    const [a] = await t.db
      .insert(priceActivities)
      .values({ kind: 'spike', name: '测试限购秒杀', startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() + 3_600_000), groupSize: 0, groupHours: 24 })
      .returning();
    await t.db.insert(priceActivityGoods).values({ activityId: a!.id, goodsId: row.goods_id, price: 100, stock: 1000, memberLimit: 2 });
    const limited = (await demo.call(frequent, '/api/user/cgqd')).body.data.list.find((r: any) => r.goods_id === row.goods_id);
    expect(limited.suggested).toBe(2);
    expect(limited.suggestion).toContain(`活动价还可购买 2${row.bzdw}`);
    await t.db.delete(cartItems).where(eq(cartItems.storeId, 1));
    const line = { goods_id: row.goods_id, price: limited.goods.base_price, ck_id: limited.goods.ck_id, number: limited.suggested };
    const added = await demo.call(cartAdd, '/api/cart', { body: { lines: [line] } as never, json: true });
    expect(added.body.code, JSON.stringify(added.body)).toBe(10000);
  });
});
