/**
 * Issue 31, what a member reads that a browser test would only repeat: the lottery's way back in
 * after the pop-up (item 1), the is_show_youx switch (item 3) and texts (item 11) — an address in a
 * municipality, the batch list once in logistics, a purchase plan's top tier named once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { activityGoods, GoodsPicker } from '../helpers/cart-fixtures';
import { makeBuyers, newKey, putInCart, type Buyer } from '../helpers/orders-fixtures';
import { loginAs } from '../helpers/accounts-fixtures';
import { hashPassword } from '../../src/server/auth/password';
import { GET as base } from '../../src/pages/api/user/base';
import { GET as addressList } from '../../src/pages/api/user/address';
import { createOrders } from '../../src/server/orders/create';
import { payByBalance } from '../../src/server/payments/service';
import { shipOrder } from '../../src/server/orders/actions';
import { orderDetail } from '../../src/server/orders/query';
import { draw } from '../../src/server/lottery/draw';
import { seededRandom } from '../../src/server/lottery/random';
import { simpleState } from '../../src/server/lottery/query';
import { memberLottery } from '../../src/server/lottery/page';
import { pricePlan } from '../../src/server/purchase-plan/price';
import { addresses, goods, orderLogistics, stores } from '../../src/server/db/schema';

let t: TestDb;
let pick: GoodsPicker;

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 400 });
  pick = new GoodsPicker(t.db);
});
afterAll(async () => {
  await t?.teardown();
});

/** A paid order of `number` × `price` fen. */
async function paidOrder(b: Buyer, price: number, number: number): Promise<number> {
  const g = await pick.take({ basePrice: price, stock: 50 });
  const line = await putInCart(t.db, b.storeId, g, number);
  const { orders: made } = await createOrders(b.actor, [line], { idempotencyKey: newKey(), addressId: b.addressId, invoice: { type: 'none' }, remark: '' });
  await payByBalance(b.storeId, made[0]!.id);
  return made[0]!.id;
}

describe('the lottery after the pop-up (item 1)', () => {
  it('the member centre shows the running draw, the chances a ¥1,000 order earned after joining, and the draw record', async () => {
    const [b] = await makeBuyers(t.db, 1, { balance: 10_000_000 });
    const store = { id: b!.storeId, isPassed: true };
    const before = await memberLottery(store);
    expect(before.running).toHaveLength(1);
    expect(before.running[0]).toMatchObject({ left: 1, can_draw: 1 });
    expect(before.running[0]!.url).toBe(`/Hdzx/draw/${before.running[0]!.id}`);
    expect(before.records).toEqual([]);

    const won = await draw({ storeId: b!.storeId, memberId: b!.memberId, isPassed: true }, before.running[0]!.id, seededRandom(3));
    expect((await simpleState(store)).is_join).toBe(1); // the pop-up will not show again
    let after = await memberLottery(store);
    expect(after.running[0]).toMatchObject({ left: 0, can_draw: 0 });
    expect(after.records.map((r) => r.prize_name)).toEqual([won.prize.name]);

    await paidOrder(b!, 60_000, 2); // ¥1,200 paid: one more chance
    expect((await simpleState(store)).is_join).toBe(1);
    after = await memberLottery(store);
    expect(after.running[0]).toMatchObject({ left: 1, can_draw: 1 });
  });
});

describe('is_show_youx (item 3)', () => {
  it('answers the store’s switch in /api/user/base', async () => {
    const [on, off] = await makeBuyers(t.db, 2, { passwordHash: await hashPassword('Demo@123456') });
    await t.db.update(stores).set({ isShowYoux: false }).where(eq(stores.id, off!.storeId));
    expect((await (await loginAs(on!.username, '10.31.1.1')).call(base, '/api/user/base')).body.data.is_show_youx).toBe(1);
    expect((await (await loginAs(off!.username, '10.31.1.2')).call(base, '/api/user/base')).body.data.is_show_youx).toBe(0);
  });
});

describe('texts (item 11)', () => {
  it('a Shanghai address and store read 上海市徐汇区…, not 上海市上海市徐汇区…', async () => {
    const [b] = await makeBuyers(t.db, 1, { passwordHash: await hashPassword('Demo@123456') });
    await t.db.update(addresses).set({ province: '上海市', city: '上海市', district: '徐汇区', detail: '漕溪北路 88 号' }).where(eq(addresses.id, b!.addressId));
    await t.db.update(stores).set({ province: '上海市', city: '上海市', district: '徐汇区', address: '漕溪北路 88 号' }).where(eq(stores.id, b!.storeId));
    const browser = await loginAs(b!.username, '10.31.1.3');
    const list = (await browser.call(addressList, '/api/user/address')).body.data;
    expect(list.map((a: { full: string }) => a.full)).toEqual(['上海市徐汇区漕溪北路 88 号']);
    expect((await browser.call(base, '/api/user/base')).body.data.address).toBe('上海市徐汇区漕溪北路 88 号');
  });

  it('logistics lists the batches shipped once: in 出库复核, with no second list under it', async () => {
    const [b] = await makeBuyers(t.db, 1, { balance: 10_000_000 });
    const id = await paidOrder(b!, 5_000, 2);
    await shipOrder(id, '顺丰速运', 'SF3111');
    const detail = await orderDetail(b!.storeId, id);
    const batchNo = detail.lines[0]!.batch_no;
    const mentions = [...detail.logistics.events.map((e) => e.text), detail.logistics.batch_note ?? ''].join('\n').split(`批号 ${batchNo}`).length - 1;
    expect(detail.logistics.events.filter((e) => e.text.startsWith('出库复核'))).toHaveLength(1);
    expect(detail.logistics.batch_note).toBeNull();
    expect(mentions).toBe(1);
    // An order shipped without the 出库复核 event (older data) still lists its batches, once.
    await t.db.delete(orderLogistics).where(eq(orderLogistics.orderId, id));
    const older = await orderDetail(b!.storeId, id);
    expect(older.logistics.batch_note).toContain(`批号 ${batchNo}`);
  });

  it('a purchase plan at the top 满减 tier names the tier once: 已享满¥1,599.00减¥120.00；已是最高档', async () => {
    const [b] = await makeBuyers(t.db, 1);
    const { activityId, goodsIds } = await activityGoods(t.db, '满减专区');
    await t.db.update(goods).set({ basePrice: 200_000, ladderPrice: [], isDpby: false }).where(eq(goods.id, goodsIds[0]!));
    const plan = await pricePlan(b!.actor, [{ key: 0, goodsId: goodsIds[0]!, quantity: 1, chosen: true }], 0);
    const act = plan.activities.find((a) => a.id === activityId)!;
    expect(act).toMatchObject({ reached: '满¥1,599.00减¥120.00', text: '已是最高档' });
    // What the plan page prints (PlanTotals): the tier appears once.
    expect(`已享${act.reached}；${act.text}`).toBe('已享满¥1,599.00减¥120.00；已是最高档');
  });
});
