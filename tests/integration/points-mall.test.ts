/**
 * Points mall and points orders (issue 14) on PGlite and PostgreSQL: redeeming (points, points +
 * cash), refusals that write nothing (too few points, stock, per-member limit, someone else's
 * address), idempotency, cancel gives everything back once, operator shipping, and the races.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { makeBuyers, newKey, type Buyer } from '../helpers/orders-fixtures';
import { countRows, pointsLedgerSum, pointsOfStore, setPoints } from '../helpers/lottery-fixtures';
import { pointsLog } from '../../src/server/points/ledger';
import { cancelPointsOrder, completePointsOrder, redeem, shipPointsOrder } from '../../src/server/points-mall/redeem';
import { listPointsOrders, mallGoods } from '../../src/server/points-mall/query';
import { POINTS_ADDRESS, POINTS_LIMIT, POINTS_LOW, POINTS_ORDER_STATUS, POINTS_STOCK } from '../../src/server/points-mall/errors';
import { balanceOf, ledgerSum } from '../../src/server/wallet/ledger';
import { pointsGoods } from '../../src/server/db/schema';
import { runPointsCommand } from '../../src/server/points-mall/admin-commands';
import { quoteInput, redeemQuote } from '../../src/server/points-mall/quote';
import { parseInput } from '../../src/server/http/validate';
import { codeOf, refusal } from '../helpers/outcomes';

let t: TestDb;
const engine = process.env.TEST_DB ?? 'pglite';
beforeAll(async () => {
  t = await createTestDb({ goodsCount: 200 });
});
afterAll(async () => {
  await t?.teardown();
});

async function goods(values: Partial<typeof pointsGoods.$inferInsert> = {}) {
  const [g] = await t.db
    .insert(pointsGoods)
    .values({ name: '测试礼品', points: 100, stock: 10, ...values })
    .returning();
  return g!;
}
const actor = (b: Buyer) => ({ storeId: b.storeId, memberId: b.memberId });

describe(`points mall on ${engine}`, () => {
  it('lists the seeded goods; a sold-out one cannot be taken', async () => {
    const list = await mallGoods(1);
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.find((g) => g.stock === 0)?.can_take).toBe(0);
    expect(list.some((g) => g.cash > 0)).toBe(true);
  });

  it('redeems for points, then points + cash from the balance; cancel gives back points, cash, stock and limit', async () => {
    const [b] = await makeBuyers(t.db, 1, { balance: 10_000 });
    await setPoints(t.db, b!.storeId, 1000);
    const g = await goods({ points: 300, stock: 5, perMemberLimit: 2 });
    const order = await redeem(actor(b!), { goodsId: g.id, quantity: 2, addressId: b!.addressId });
    expect(order).toMatchObject({ points: 600, status: 'pending_shipment', source: 'mall', quantity: 2 });
    expect(order.address?.consignee).toBe('收货人0');
    expect(await pointsOfStore(t.db, b!.storeId)).toBe(400);
    expect((await mallGoods(b!.storeId)).find((x) => x.id === g.id)).toMatchObject({ stock: 3, taken: 2, can_take: 0 });

    const withCash = await goods({ points: 100, cash: 2_500, stock: 3 });
    const o2 = await redeem(actor(b!), { goodsId: withCash.id, quantity: 1, addressId: b!.addressId });
    expect(o2.cash).toBe(2_500);
    expect(await balanceOf(b!.storeId)).toBe(7_500);
    expect(await ledgerSum(b!.storeId)).toBe(7_500);

    await cancelPointsOrder(b!.storeId, o2.id);
    expect(await balanceOf(b!.storeId)).toBe(10_000);
    expect(await pointsOfStore(t.db, b!.storeId)).toBe(400);
    await cancelPointsOrder(b!.storeId, order.id);
    expect(await pointsOfStore(t.db, b!.storeId)).toBe(1000);
    expect((await mallGoods(b!.storeId)).find((x) => x.id === g.id)).toMatchObject({ stock: 5, taken: 0, can_take: 2 });
    expect(await refusal(cancelPointsOrder(b!.storeId, order.id))).toBe(POINTS_ORDER_STATUS);
    expect(await pointsOfStore(t.db, b!.storeId)).toBe(1000);
    expect(await pointsLedgerSum(t.db, b!.storeId)).toBe(1000);
    const log = await pointsLog(b!.storeId, { page: 1, pageSize: 20 });
    expect(log.list.map((e) => [e.kind, e.amount])).toEqual([
      ['refund', 600],
      ['refund', 100],
      ['spend', -100],
      ['spend', -600],
      ['adjustment', 1000],
    ]);
    expect(log.list[3]!.ref).toBe(`points-order:${order.orderNo}`);
  });

  it('the redeem dialog shows the server’s quote: the points and cash then charged, my points, what I am short, the limit (issue 27)', async () => {
    const [b] = await makeBuyers(t.db, 1, { balance: 10_000 });
    await setPoints(t.db, b!.storeId, 250);
    const g = await goods({ points: 120, cash: 1_050, stock: 9, perMemberLimit: 3 });
    expect(await redeemQuote(b!.storeId, g.id, 2)).toEqual({ goods_id: g.id, number: 2, points: 240, cash: '21.00', my_points: 250, short_points: 0, can_take: 3, message: null });
    expect(await redeemQuote(b!.storeId, g.id, 3)).toMatchObject({ points: 360, short_points: 110, message: '积分不足，还差 110 积分' });
    expect((await redeemQuote(b!.storeId, g.id, 4)).message).toBe('测试礼品最多还可兑换 3 件');
    expect(await redeemQuote(null, g.id, 1)).toMatchObject({ points: 120, cash: '10.50', my_points: 0, short_points: 120 });
    const quoted = await redeemQuote(b!.storeId, g.id, 2);
    const order = await redeem(actor(b!), { goodsId: g.id, quantity: 2, addressId: b!.addressId });
    expect([order.points, (order.cash / 100).toFixed(2)]).toEqual([quoted.points, quoted.cash]);
    expect(await redeemQuote(b!.storeId, g.id, 1)).toMatchObject({ my_points: 10, can_take: 1 });
    expect(() => parseInput(quoteInput, { goods_id: String(g.id), number: '0' })).toThrow();
  });

  it('refuses too few points, beyond stock, beyond the limit, a foreign address — nothing written', async () => {
    const [b, other] = await makeBuyers(t.db, 2);
    await setPoints(t.db, b!.storeId, 250);
    const g = await goods({ points: 100, stock: 2, perMemberLimit: 1 });
    const before = await countRows(t.db, 'points_orders');
    expect(await refusal(redeem(actor(b!), { goodsId: g.id, quantity: 3, addressId: b!.addressId }))).toBe(POINTS_STOCK);
    expect(await refusal(redeem(actor(b!), { goodsId: g.id, quantity: 2, addressId: b!.addressId }))).toBe(POINTS_LIMIT);
    expect(await refusal(redeem(actor(b!), { goodsId: g.id, quantity: 1, addressId: other!.addressId }))).toBe(POINTS_ADDRESS);
    const dear = await goods({ points: 300, stock: 5 });
    expect(await refusal(redeem(actor(b!), { goodsId: dear.id, quantity: 1, addressId: b!.addressId }))).toBe(POINTS_LOW);
    await redeem(actor(b!), { goodsId: g.id, quantity: 1, addressId: b!.addressId });
    expect(await refusal(redeem(actor(b!), { goodsId: g.id, quantity: 1, addressId: b!.addressId }))).toBe(POINTS_LIMIT);
    expect(await countRows(t.db, 'points_orders')).toBe(before + 1);
    expect(await pointsOfStore(t.db, b!.storeId)).toBe(150);
    const [left] = await t.db.select().from(pointsGoods).where(eq(pointsGoods.id, dear.id));
    expect(left!.stock).toBe(5);
    const [g1] = await t.db.select().from(pointsGoods).where(eq(pointsGoods.id, g.id));
    expect(g1!.stock).toBe(1);
  });

  it('the same idempotency key redeems once; another member cannot cancel my order; the operator ships', async () => {
    const [b, other] = await makeBuyers(t.db, 2);
    await setPoints(t.db, b!.storeId, 500);
    const g = await goods({ points: 100, stock: 10 });
    const key = newKey();
    const [o1, o2] = await Promise.all([1, 2].map(() => redeem(actor(b!), { goodsId: g.id, quantity: 1, addressId: b!.addressId, idempotencyKey: key })));
    expect(o1!.id).toBe(o2!.id);
    expect(await pointsOfStore(t.db, b!.storeId)).toBe(400);
    expect(String(await refusal(cancelPointsOrder(other!.storeId, o1!.id)))).toContain('积分订单不存在');
    expect(await refusal(completePointsOrder(b!.storeId, o1!.id))).toBe(POINTS_ORDER_STATUS);
    const shipped = await shipPointsOrder(o1!.id, '顺丰速运', 'SF1234567890');
    expect(shipped).toMatchObject({ status: 'shipped', trackingNo: 'SF1234567890' });
    expect(await refusal(cancelPointsOrder(b!.storeId, o1!.id))).toBe(POINTS_ORDER_STATUS);
    expect((await completePointsOrder(b!.storeId, o1!.id)).status).toBe('completed');
    const page = await listPointsOrders(b!.storeId, { page: 1, pageSize: 10 });
    expect(page.list[0]).toMatchObject({ status_text: '已完成', name: '测试礼品', points: 100 });
  });

  it('parallel redemptions never take points below zero', async () => {
    const [b] = await makeBuyers(t.db, 1);
    await setPoints(t.db, b!.storeId, 1000);
    const g = await goods({ points: 300, stock: 100 });
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => redeem(actor(b!), { goodsId: g.id, quantity: 1, addressId: b!.addressId })));
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 10000)).toHaveLength(3);
    expect(codes.filter((c) => c === POINTS_LOW)).toHaveLength(17);
    expect(await pointsOfStore(t.db, b!.storeId)).toBe(100);
    expect(await pointsLedgerSum(t.db, b!.storeId)).toBe(100);
    const [left] = await t.db.select().from(pointsGoods).where(eq(pointsGoods.id, g.id));
    expect(left!.stock).toBe(97);
    expect(await countRows(t.db, 'points_orders', `store_id = ${b!.storeId}`)).toBe(3);
  });

  it('many members for the last units: never oversold', async () => {
    const buyers = await makeBuyers(t.db, 30);
    for (const b of buyers) await setPoints(t.db, b.storeId, 1000);
    const g = await goods({ points: 100, stock: 4 });
    const results = await Promise.allSettled(buyers.map((b) => redeem(actor(b), { goodsId: g.id, quantity: 1, addressId: b.addressId })));
    expect(results.map(codeOf).filter((c) => c === 10000)).toHaveLength(4);
    const [left] = await t.db.select().from(pointsGoods).where(eq(pointsGoods.id, g.id));
    expect(left!.stock).toBe(0);
  });

  it('operator commands list, ship and cancel points orders', async () => {
    const [b] = await makeBuyers(t.db, 1);
    await setPoints(t.db, b!.storeId, 500);
    const g = await goods({ name: '运营测试礼品', points: 100, stock: 5 });
    const o1 = await redeem(actor(b!), { goodsId: g.id, quantity: 1, addressId: b!.addressId });
    const o2 = await redeem(actor(b!), { goodsId: g.id, quantity: 1, addressId: b!.addressId });
    const out: string[] = [];
    const err: string[] = [];
    const run = (...args: string[]) => {
      const [cmd, ...rest] = args;
      const option = (n: string) => {
        const i = rest.indexOf(`--${n}`);
        return i >= 0 ? rest[i + 1] : undefined;
      };
      const positional = rest.filter((a, i) => !a.startsWith('--') && !(i > 0 && rest[i - 1]!.startsWith('--')));
      return runPointsCommand(
        cmd!,
        positional,
        option,
        (l) => out.push(l),
        (l) => err.push(l),
      );
    };
    expect(await run('points-orders:list', '--status', 'pending_shipment')).toBe(0);
    expect(out.join('\n')).toContain(o1.orderNo);
    expect(await run('points-orders:ship', o1.orderNo)).toBe(1);
    expect(await run('points-orders:ship', o1.orderNo, '--carrier', '中通快递', '--tracking', 'ZT123')).toBe(0);
    expect(await run('points-orders:ship', o1.orderNo, '--carrier', '中通快递', '--tracking', 'ZT123')).toBe(1);
    expect(err.at(-1)).toContain('只有待发货的积分订单可以发货');
    expect(await run('points-orders:cancel', String(o2.id))).toBe(0);
    expect(await pointsOfStore(t.db, b!.storeId)).toBe(400);
    expect(await run('points-orders:deliver', o1.orderNo)).toBe(0);
    expect(await run('points-orders:ship', 'JF-nope', '--carrier', 'x', '--tracking', 'y')).toBe(1);
  });
});
