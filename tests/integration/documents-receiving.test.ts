/**
 * 收货验收 (issue 25 item 6) through the endpoint: a refused damaged unit opens an after-sales request in the
 * same transaction; the record is once per order (a repeat returns it); not delivered → 422, beyond what
 * shipped → 422, a stray trace code → 422, another store's order → 404 — nothing partial written. The record
 * travels in the order's JSON export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { makeBuyers, newKey, putInCart, type Buyer } from '../helpers/orders-fixtures';
import { loginAs } from '../helpers/accounts-fixtures';
import { type TestBrowser } from '../helpers/accounts-browser';
import { documentGoods, shippedOrder, type DocGoods } from '../helpers/documents-fixtures';
import { hashPassword } from '../../src/server/auth/password';
import { orderReceivings, orderReturns, orderTraceCodes } from '../../src/server/db/schema';
import { createOrders } from '../../src/server/orders/create';
import { deliveryNote } from '../../src/server/documents/note-data';
import { documentFile } from '../../src/server/documents/pack';
import { POST as receive } from '../../src/pages/api/order/[id]/receiving';

let t: TestDb;
let g: DocGoods;
let buyers: Buyer[];
let owner: TestBrowser;
let other: TestBrowser;

beforeAll(async () => {
  t = await createTestDb();
  buyers = await makeBuyers(t.db, 2, { balance: 100_000_000, passwordHash: await hashPassword('Demo@123456') });
  g = await documentGoods(t.db);
  owner = await loginAs(buyers[0]!.username, '10.26.0.1');
  other = await loginAs(buyers[1]!.username, '10.26.0.2');
}, 120_000);
afterAll(async () => {
  await t?.teardown();
});

const post = (b: TestBrowser, id: number, lines: unknown[]) => b.call(receive, `/api/order/${id}/receiving`, { params: { id: String(id) }, body: { lines }, json: true });
const count = async (id: number) => [
  (await t.db.select().from(orderReceivings).where(eq(orderReceivings.orderId, id))).length,
  (await t.db.select().from(orderReturns).where(eq(orderReturns.orderId, id))).length,
];

describe(`收货验收 on ${process.env.TEST_DB}`, () => {
  it('refuses one damaged unit of one batch: the record and an after-sales request, once', async () => {
    const id = await shippedOrder(t.db, buyers[0]!, [
      [g.twoBatch, 6],
      [g.plain, 2],
    ]);
    const rows = (await deliveryNote(id, buyers[0]!.storeId)).rows;
    const second = rows.find((r) => r.goodsId === g.twoBatch && r.number === 2)!;
    const [code] = await t.db.select().from(orderTraceCodes).where(eq(orderTraceCodes.lineId, second.lineId));
    const lines = [{ line_id: second.lineId, batch_id: second.batchId, received: 2, refused: 1, reason: '破损', codes: [code!.code] }];
    const done = await post(owner, id, lines);
    expect(done.body.code, JSON.stringify(done.body)).toBe(10000);
    expect(done.body.data.return_id).toBeGreaterThan(0);
    const [ret] = await t.db.select().from(orderReturns).where(eq(orderReturns.orderId, id));
    expect([ret!.kind, ret!.lines.map((l) => [l.lineId, l.number])]).toEqual(['after_sales', [[second.lineId, 1]]]);
    expect(done.body.data.lines.filter((l: any) => l.refused)).toEqual([expect.objectContaining({ batchNo: second.batchNo, refused: 1, accepted: 1, reason: '破损' })]);
    // Idempotent: the same submission again returns the first record and opens nothing new.
    expect((await post(owner, id, lines)).body.data.return_id).toBe(done.body.data.return_id);
    expect(await count(id)).toEqual([1, 1]);
    const json = JSON.parse(new TextDecoder().decode((await documentFile(id, buyers[0]!.storeId, 'export.json')).data));
    expect(json.orders[0].receiving.lines.length).toBe(rows.length);
  });

  it('refuses bad input with 422 (404 for another store) and writes nothing', async () => {
    const id = await shippedOrder(t.db, buyers[0]!, [[g.plain, 3]]);
    const [row] = (await deliveryNote(id, buyers[0]!.storeId)).rows;
    const base = { line_id: row!.lineId, batch_id: row!.batchId };
    const beyond = await post(owner, id, [{ ...base, received: 4, refused: 0 }]);
    expect(beyond.status).toBe(422);
    expect(beyond.body.errors['lines.0.received'][0]).toContain('实收不能超过发货数量');
    expect((await post(owner, id, [{ ...base, received: 3, refused: 1 }])).body.errors['lines.0.reason'][0]).toBe('请选择拒收原因');
    expect((await post(owner, id, [{ ...base, received: 3, refused: 0, codes: ['12345678901234567890'] }])).status).toBe(422);
    expect((await post(other, id, [{ ...base, received: 3, refused: 0 }])).status).toBe(404);
    expect(await count(id)).toEqual([0, 0]);

    const cart = await putInCart(t.db, buyers[0]!.storeId, g.plain, 1);
    const unpaid = (await createOrders(buyers[0]!.actor, [cart], { idempotencyKey: newKey(), addressId: buyers[0]!.addressId, invoice: { type: 'none' }, remark: '' })).orders[0]!
      .id;
    const early = await post(owner, unpaid, [{ ...base, received: 1, refused: 0 }]);
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('订单尚未送达，暂不能验收');
    expect(await count(unpaid)).toEqual([0, 0]);
  });

  it('two submissions at once write one record and one after-sales request', async () => {
    const id = await shippedOrder(t.db, buyers[0]!, [[g.plain, 2]]);
    const [row] = (await deliveryNote(id, buyers[0]!.storeId)).rows;
    const lines = [{ line_id: row!.lineId, batch_id: row!.batchId, received: 2, refused: 2, reason: '效期不符' }];
    const [a, b] = await Promise.all([post(owner, id, lines), post(owner, id, lines)]);
    expect([a.body.code, b.body.code]).toEqual([10000, 10000]);
    expect(a.body.data.return_id).toBe(b.body.data.return_id);
    expect(await count(id)).toEqual([1, 1]);
  });
});
