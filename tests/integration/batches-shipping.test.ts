/**
 * Shipping from batches and trace codes (issue 24): a 30-unit line allocated 20 + 10 FEFO with its codes,
 * refusals that write nothing, and the races on PostgreSQL — two operators allocating the last units of
 * a batch, sales racing stock-ins, one trace code pasted into two shipments at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { invariants, makeBuyers, newKey, putInCart, type Buyer } from '../helpers/orders-fixtures';
import { batchInvariants, emptyGoods, receive } from '../helpers/batches-fixtures';
import { codeOf, refusal } from '../helpers/outcomes';
import { createOrders } from '../../src/server/orders/create';
import { payByBalance } from '../../src/server/payments/service';
import { shipInTx, type ShipLine } from '../../src/server/orders/fulfil';
import { cartItems, goods, goodsBatches, messages, orderLineBatches, orderLines, orders, orderTraceCodes } from '../../src/server/db/schema';
import { shipExpiry } from '../../src/server/batches/read';
import { queryRows } from '../../src/server/db/rows';
import { orderDetail } from '../../src/server/orders/query';
import { detailBatches } from '../../src/server/batches/wire';
import { setBatchStatus } from '../../src/server/batches/recall';
import { proposeAllocation, type Pick } from '../../src/server/batches/allocate';
import { allocText } from '../../src/server/batches/shipped';
import { parseAlloc } from '../../src/server/console/orders';
import { batchPage } from '../../src/server/console/goods-batches';

let t: TestDb;
let pick: GoodsPicker;
let buyers: Buyer[];

beforeAll(async () => {
  t = await createTestDb();
  pick = new GoodsPicker(t.db);
  buyers = await makeBuyers(t.db, 12, { balance: 100_000_000 });
});
afterAll(async () => {
  await t?.teardown();
});

async function paidOrder(b: Buyer, goodsId: number, n: number): Promise<{ id: number; lineId: number }> {
  const line = await putInCart(t.db, b.storeId, goodsId, n);
  const id = (await createOrders(b.actor, [line], { idempotencyKey: newKey(), addressId: b.addressId, invoice: { type: 'none' }, remark: '', expiryConfirmed: [goodsId] }))
    .orders[0]!.id;
  await payByBalance(b.storeId, id);
  const [l] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, id));
  return { id, lineId: l!.id };
}

const ship = (orderId: number, lines: ShipLine[]) => t.db.transaction((tx) => shipInTx(tx, orderId, '顺丰速运', `SF${orderId}`, lines));
const codes = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(20 - prefix.length, '0')}`);

async function twoBatches(first = 20, second = 40): Promise<number> {
  const id = await pick.take();
  await emptyGoods(t.db, id);
  await receive(t.db, { goodsId: id, batchNo: 'P260402', productionDate: '2025-04-02', expiryDate: '2027-04-01', number: second });
  await receive(t.db, { goodsId: id, batchNo: 'P260301', productionDate: '2025-03-01', expiryDate: '2027-03-01', number: first });
  return id;
}

async function statusOf(orderId: number) {
  const [o] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return o!.status;
}

describe(`shipping from batches on ${process.env.TEST_DB}`, () => {
  it('a 30-unit line ships 20 + 10 FEFO with its codes; the next buyer sees the later batch', async () => {
    const goodsId = await twoBatches();
    const o = await paidOrder(buyers[0]!, goodsId, 30);
    const pasted = [...codes('811', 20), `${codes('833', 1)[0]} 箱 10`].join('\n');
    await ship(o.id, [{ lineId: o.lineId, codesText: pasted }]);
    const alloc = await t.db.select().from(orderLineBatches).where(eq(orderLineBatches.orderId, o.id));
    const batches = await t.db.select().from(goodsBatches).where(eq(goodsBatches.goodsId, goodsId));
    const no = new Map(batches.map((b) => [b.id, b]));
    expect(alloc.map((a) => [no.get(a.batchId)!.batchNo, a.number]).sort()).toEqual([
      ['P260301', 20],
      ['P260402', 10],
    ]);
    expect(batches.map((b) => [b.batchNo, b.stock]).sort()).toEqual([
      ['P260301', 0],
      ['P260402', 30],
    ]);
    const recorded = await t.db.select().from(orderTraceCodes).where(eq(orderTraceCodes.orderId, o.id));
    expect(recorded.reduce((s, c) => s + c.units, 0)).toBe(30);
    expect(recorded.find((c) => c.level === 3)!.units).toBe(10);
    expect(await shipExpiry(goodsId)).toBe('2027-04-01');
    const seen = await orderDetail(buyers[0]!.storeId, o.id);
    const wire = seen.lines[0]!.batches;
    expect(wire.map((b) => [b.batch_no, b.expiry_date, b.number])).toEqual([
      ['P260301', '2027-03-01', 20],
      ['P260402', '2027-04-01', 10],
    ]);
    expect(wire.flatMap((b) => b.trace_codes).reduce((s, c) => s + c.units, 0)).toBe(30);
    const detail = await detailBatches(goodsId, { storeId: buyers[0]!.storeId, isPassed: true, companyType: '单体药店', province: '浙江省' });
    expect([detail.ship_expiry, detail.batches.map((b) => [b.batch_no, b.stock])]).toEqual(['2027-04-01', [['P260402', 30]]]);
    expect((await detailBatches(goodsId, { storeId: null, isPassed: false, companyType: null, province: null })).batches[0]!.stock).toBeNull();
    const [g] = await t.db.select().from(goods).where(eq(goods.id, goodsId));
    expect([g!.stock, g!.batchNo, g!.lastExpiryDate]).toEqual([30, 'P260402', null]);
    expect(await batchInvariants(t.db)).toEqual({ stockMismatch: 0, negativeBatches: 0, unallocated: 0 });
  });

  it('refuses codes that do not cover the line, bad codes, a stopped batch and a split that does not add up; nothing written', async () => {
    const goodsId = await twoBatches(5, 5);
    const o = await paidOrder(buyers[1]!, goodsId, 6);
    const tries: ShipLine[][] = [
      [{ lineId: o.lineId, codesText: codes('822', 5).join('\n') }],
      [{ lineId: o.lineId, codesText: '1234' }],
      [{ lineId: o.lineId, picks: [{ batchNo: 'P260301', number: 5 }], noCodeReason: '无码' }],
      [{ lineId: o.lineId, picks: [{ batchNo: 'P260301', number: 6 }], noCodeReason: '无码' }],
    ];
    const outcomes = [];
    for (const lines of tries) outcomes.push(await refusal(ship(o.id, lines)));
    expect(outcomes).toEqual([expect.stringContaining('追溯码覆盖 5 件，应为 6 件'), 'Error: 追溯码 1234 不正确：应为 20 位数字', 40911, 40911]);
    expect(await statusOf(o.id)).toBe('paid');
    expect((await t.db.select().from(orderLineBatches).where(eq(orderLineBatches.orderId, o.id))).length).toBe(0);
    const [stopped] = await t.db
      .select({ id: goodsBatches.id })
      .from(goodsBatches)
      .where(and(eq(goodsBatches.goodsId, goodsId), eq(goodsBatches.batchNo, 'P260301')));
    await t.db.transaction((tx) => setBatchStatus(tx, stopped!.id, '停售', '抽检待复核'));
    expect(
      await refusal(
        ship(o.id, [
          {
            lineId: o.lineId,
            picks: [
              { batchNo: 'P260301', number: 1 },
              { batchNo: 'P260402', number: 5 },
            ],
            noCodeReason: '无码',
          },
        ]),
      ),
    ).toBe(40911);
    expect(await refusal(ship(o.id, [{ lineId: o.lineId, noCodeReason: '无码' }]))).toBe(40911); // FEFO without the stopped batch: 5 < 6
    expect(await statusOf(o.id)).toBe('paid');
  });

  it('a recall messages each receiving store once, naming order, goods and batch, and stops its sales', async () => {
    const goodsId = await twoBatches(20, 40);
    const a = await paidOrder(buyers[2]!, goodsId, 5);
    const b = await paidOrder(buyers[3]!, goodsId, 4);
    for (const o of [a, b]) await ship(o.id, [{ lineId: o.lineId, noCodeReason: '无码' }]);
    const [batch] = await t.db
      .select({ id: goodsBatches.id })
      .from(goodsBatches)
      .where(and(eq(goodsBatches.goodsId, goodsId), eq(goodsBatches.batchNo, 'P260301')));
    expect(await t.db.transaction((tx) => setBatchStatus(tx, batch!.id, '召回', '抽检不合格'))).toEqual({ notified: 2 });
    for (const [buyer, o] of [
      [buyers[2]!, a],
      [buyers[3]!, b],
    ] as const) {
      const got = await t.db
        .select()
        .from(messages)
        .where(and(eq(messages.storeId, buyer.storeId), sql`${messages.title} like '药品召回通知%'`));
      const [order] = await t.db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, o.id));
      expect(got).toHaveLength(1);
      expect(got[0]!.body).toContain(order!.orderNo);
      expect(got[0]!.body).toContain('批号 P260301');
    }
    expect(await shipExpiry(goodsId)).toBe('2027-04-01');
    expect((await t.db.select({ stock: goods.stock }).from(goods).where(eq(goods.id, goodsId)))[0]!.stock).toBe(40);
    expect(await batchInvariants(t.db)).toEqual({ stockMismatch: 0, negativeBatches: 0, unallocated: 0 });
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('races on PostgreSQL', () => {
  it('two operators allocating the last units of one batch: one ships, the other is refused', async () => {
    const goodsId = await twoBatches(10, 10);
    const a = await paidOrder(buyers[2]!, goodsId, 10);
    const b = await paidOrder(buyers[3]!, goodsId, 10);
    const both = await Promise.allSettled([a, b].map((o) => ship(o.id, [{ lineId: o.lineId, picks: [{ batchNo: 'P260301', number: 10 }], noCodeReason: '测试' }])));
    expect(both.map(codeOf).sort()).toEqual([10000, 40911]);
    expect((await statusOf(a.id)) === 'shipped' ? await statusOf(b.id) : await statusOf(a.id)).toBe('paid');
    expect(await batchInvariants(t.db)).toEqual({ stockMismatch: 0, negativeBatches: 0, unallocated: 0 });
  });

  it('sales racing stock-ins: never more sold than received, goods stock = batches − reserved', async () => {
    const goodsId = await pick.take();
    await emptyGoods(t.db, goodsId);
    const sales = buyers.slice(4, 12).map(async (b) => {
      const line = await putInCart(t.db, b.storeId, goodsId, 3);
      return createOrders(b.actor, [line], { idempotencyKey: newKey(), addressId: b.addressId, invoice: { type: 'none' }, remark: '', expiryConfirmed: [goodsId] });
    });
    const ins = Array.from({ length: 4 }, (_, i) => receive(t.db, { goodsId, batchNo: `R${i}`, productionDate: '2025-06-01', expiryDate: `2027-0${i + 5}-01`, number: 3 }));
    const results = await Promise.allSettled([...sales, ...ins]);
    expect(results.slice(8).every((r) => r.status === 'fulfilled')).toBe(true);
    const sold = results.slice(0, 8).filter((r) => r.status === 'fulfilled').length;
    const [left] = await queryRows<{ stock: number; on_hand: number }>(
      t.db,
      sql`select g.stock, (select sum(stock)::int from goods_batches where goods_id = g.id) as on_hand from goods g where g.id = ${goodsId}`,
    );
    expect(Number(left!.on_hand)).toBe(12);
    expect(Number(left!.stock)).toBe(12 - 3 * sold);
    expect(await batchInvariants(t.db)).toEqual({ stockMismatch: 0, negativeBatches: 0, unallocated: 0 });
    expect((await invariants(t.db)).negativeStock).toBe(0);
  });

  it('one trace code pasted into two shipments at once: exactly one wins', async () => {
    const goodsId = await twoBatches(10, 10);
    const a = await paidOrder(buyers[2]!, goodsId, 1);
    const b = await paidOrder(buyers[3]!, goodsId, 1);
    const [code] = codes('899', 1);
    const both = await Promise.allSettled([a, b].map((o) => ship(o.id, [{ lineId: o.lineId, codesText: code! }])));
    expect(both.map(codeOf).sort()).toEqual([10000, 40912]);
    expect((await t.db.select().from(orderTraceCodes).where(eq(orderTraceCodes.code, code!))).length).toBe(1);
    expect(await batchInvariants(t.db)).toEqual({ stockMismatch: 0, negativeBatches: 0, unallocated: 0 });
  });
});

describe(`the operator's split of a combination line on ${process.env.TEST_DB}`, () => {
  it('the FEFO proposal of a combination line (its parts’ batches) ships as given, is listed on each part’s batch page, and a stray 批号 is refused', async () => {
    const [combo] = await queryRows<{ id: number }>(
      t.db,
      sql`select g.id from goods g where g.type = 3 and g.is_on_sale and g.is_buy and g.stock > 5
          and (select count(*) from goods_combination_items ci where ci.combo_id = g.id) > 1
          and not exists (select 1 from goods_combination_items ci where ci.combo_id = g.id
            and not exists (select 1 from goods_batches b where b.goods_id = ci.goods_id and b.status = '正常' and b.stock > 20))
          order by g.id limit 1`,
    );
    const b = buyers[11]!;
    const [row] = await t.db.insert(cartItems).values({ storeId: b.storeId, goodsId: combo!.id, number: 1, type: 3, isSelected: true }).returning({ id: cartItems.id });
    const id = (await createOrders(b.actor, [row!.id], { idempotencyKey: newKey(), addressId: b.addressId, invoice: { type: 'none' }, remark: '', expiryConfirmed: [combo!.id] }))
      .orders[0]!.id;
    await payByBalance(b.storeId, id);
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, id));
    const proposal = [...(await proposeAllocation(t.db, id)).get(line!.id)!];
    expect(proposal.length).toBeGreaterThan(1);
    const page = (await batchPage(proposal[0]!.goodsId))!;
    expect(page.pending.find((p) => p.orderId === id)?.proposal).toBe(allocText(proposal[0]!.picks));
    const text = allocText(proposal.flatMap((a) => a.picks));
    // The batch page's ship form starts from the same split for the whole line (every part's batches).
    expect(page.pending.find((p) => p.orderId === id)?.lines.map((l) => [l.id, l.proposal])).toEqual([[line!.id, text]]);
    const picks = parseAlloc(text) as Pick[];
    expect(await refusal(ship(id, [{ lineId: line!.id, picks: [...picks, { batchNo: 'NOPE9', number: 1 }], noCodeReason: '组合测试' }]))).toBe(40911);
    expect(await statusOf(id)).toBe('paid');
    await ship(id, [{ lineId: line!.id, picks, noCodeReason: '组合测试' }]);
    const allocated = await t.db.select().from(orderLineBatches).where(eq(orderLineBatches.orderId, id));
    expect(allocated.map((a) => [a.goodsId, a.number]).sort()).toEqual(proposal.map((a) => [a.goodsId, a.number]).sort());
    expect(await batchInvariants(t.db)).toMatchObject({ stockMismatch: 0, negativeBatches: 0, unallocated: 0 });
  });
});
