/**
 * Issue 31 (the spec's last items and the buyer's papercuts), the parts a caller notices without a
 * browser: 拼团 confirmation choices (item 8), is_AfterSale (item 7), near-expiry placement (item 13), the
 * demo data (items 11 and 14).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { makeBuyers, newKey, putInCart } from '../helpers/orders-fixtures';
import { loginAs } from '../helpers/accounts-fixtures';
import { hashPassword } from '../../src/server/auth/password';
import { GET as base } from '../../src/pages/api/user/base';
import { createOrders } from '../../src/server/orders/create';
import { payByBalance } from '../../src/server/payments/service';
import { shipOrder } from '../../src/server/orders/actions';
import { requestReturn } from '../../src/server/orders/returns';
import { homeShelves } from '../../src/server/content/focus';
import { newUserPicks, recommended } from '../../src/server/catalogue/zones';
import { isNearExpiry, nearExpiryCutoff } from '../../src/lib/near-expiry';
import { settleCashbacks } from '../../src/server/cashback/cashback';
import { queryRows } from '../../src/server/db/rows';
import { addresses, creditAccounts, focusBlocks, goods, orderLines, orders } from '../../src/server/db/schema';
import { GET as groupList } from '../../src/pages/api/activity/group';
import { POST as groupJoin } from '../../src/pages/api/activity/group_join';
import { sweepGroups } from '../../src/server/group-buy/groups';
import { balanceOf } from '../../src/server/wallet/ledger';
import type { Viewer } from '../../src/server/auth/viewer';
import { shanghaiToday } from '../../src/lib/time';

let t: TestDb;
let pick: GoodsPicker;

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 400 });
  pick = new GoodsPicker(t.db);
});
afterAll(async () => {
  await t?.teardown();
});

describe('demo data (items 11 and 14)', () => {
  it('every points spend in the mall has its points order', async () => {
    const orphans = await queryRows<{ ref: string }>(
      t.db,
      sql`select e.ref from points_entries e where e.kind = 'spend' and e.note like '积分商城兑换%'
          and not exists (select 1 from points_orders o where e.ref = 'points-order:' || o.order_no)`,
    );
    expect(orphans).toEqual([]);
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from points_entries where kind = 'spend' and note like '积分商城兑换%'`);
    expect(n).toBeGreaterThan(0);
  });

  it('the first cash-back run after seeding credits no seeded order (no cash-backs dated at server start)', async () => {
    expect(await settleCashbacks()).toBe(0);
  });

  it('every seeded order has its submission and the stock it took per line', async () => {
    const bad = await queryRows<{ order_no: string }>(
      t.db,
      sql`select o.order_no from orders o where o.kind <> 'points' and (o.submission_id is null
          or (select coalesce(sum((m->>'number')::int), 0) from jsonb_array_elements(o.stock_moves) m)
             <> (select coalesce(sum(l.number), 0) from order_lines l where l.order_id = o.id))`,
    );
    expect(bad).toEqual([]);
  });

  it('texts: voucher codes end in digits, no tag repeats its own name', async () => {
    const tails = await queryRows<{ code: string }>(t.db, sql`select code from cash_vouchers where right(code, 4) !~ '^[0-9]{4}$'`);
    expect(tails).toEqual([]);
    const doubled = await queryRows<{ name: string }>(t.db, sql`select name from tags where name = describe`);
    expect(doubled).toEqual([]);
  });
});

describe('near-expiry goods stay out of the ordinary floors (item 13)', () => {
  it('one rule: under 6 months from today is near-expiry', () => {
    expect(nearExpiryCutoff('2026-11-27')).toBe('2027-05-27');
    expect(isNearExpiry('2026-12-14', '2026-11-27')).toBe(true);
    expect(isNearExpiry('2027-05-27', '2026-11-27')).toBe(false);
  });

  it('home shelves, 为你推荐 and 新人推荐 leave out goods expiring within 6 months', async () => {
    const [b] = await makeBuyers(t.db, 1);
    const viewer: Viewer = { storeId: b!.storeId, isPassed: true, companyType: '单体药店', province: '浙江省' };
    const [block] = await t.db.select().from(focusBlocks).where(eq(focusBlocks.isPublished, true)).limit(1);
    expect(block).toBeDefined();
    const shortDated = block!.goodsIds[0]!;
    const soon = new Date(Date.now() + 17 * 86_400_000).toISOString().slice(0, 10);
    await t.db.update(goods).set({ expiryDate: soon, isYoux: true, sales: 10_000_000, stock: 500, isBuy: true, xgNumber: 0 }).where(eq(goods.id, shortDated));
    const shelves = await homeShelves(viewer);
    const ids = shelves.flatMap((s) => s.goods.map((g) => g.id));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(shortDated);
    expect(shelves.flatMap((s) => s.goods).filter((g) => g.near_expiry === 1)).toEqual([]);
    expect((await recommended(1, viewer)).list.map((g) => g.id)).not.toContain(shortDated);
    expect((await newUserPicks(viewer)).map((g) => g.id)).not.toContain(shortDated);
    expect(isNearExpiry(soon, shanghaiToday())).toBe(true);
  });
});

describe('is_AfterSale (item 7)', () => {
  it('is 1 while a return of the store is being handled', async () => {
    const [b] = await makeBuyers(t.db, 1, { balance: 1_000_000, passwordHash: await hashPassword('Demo@123456') });
    const browser = await loginAs(b!.username, '10.31.0.1');
    expect((await browser.call(base, '/api/user/base')).body.data.is_AfterSale).toBe(0);
    const g = await pick.take({ basePrice: 5_000, stock: 50 });
    const line = await putInCart(t.db, b!.storeId, g, 2);
    const { orders: made } = await createOrders(b!.actor, [line], { idempotencyKey: newKey(), addressId: b!.addressId, invoice: { type: 'none' }, remark: '' });
    const id = made[0]!.id;
    await payByBalance(b!.storeId, id);
    await shipOrder(id, '顺丰速运', 'SF31');
    const [l] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, id));
    await requestReturn(b!.storeId, id, { kind: 'return', reason: '商品破损', description: '', photos: [], lines: [{ lineId: l!.id, number: 1 }] });
    expect((await browser.call(base, '/api/user/base')).body.data.is_AfterSale).toBe(1);
  });
});

describe('拼团 我要开团 pays only what the buyer confirmed (item 8)', () => {
  it('the chosen address and 账期 are used; another store’s address is a 404; a failed group gives the credit back', async () => {
    const hash = await hashPassword('Demo@123456');
    const [b, other] = await makeBuyers(t.db, 2, { balance: 1_000_000, creditLimit: 5_000_000, passwordHash: hash });
    const browser = await loginAs(b!.username, '10.31.0.2');
    const [second] = await t.db
      .insert(addresses)
      .values({ storeId: b!.storeId, consignee: '李药师', phone: '13912345678', province: '上海市', city: '上海市', district: '徐汇区', detail: '漕溪北路 88 号' })
      .returning();
    const item = (await browser.call(groupList, '/api/activity/group')).body.data.activities[0].goods[0];
    const balance = await balanceOf(b!.storeId);

    const foreign = await browser.call(groupJoin, '/api/activity/group_join', { body: { item_id: item.item_id, number: 1, address_id: other!.addressId, pay_type: 'credit' } });
    expect(foreign.status).toBe(404);
    expect((await browser.call(groupJoin, '/api/activity/group_join', { body: { item_id: item.item_id, number: 1, pay_type: 'wechat' } })).status).toBe(422);

    const opened = await browser.call(groupJoin, '/api/activity/group_join', { body: { item_id: item.item_id, number: 1, address_id: second!.id, pay_type: 'credit' } });
    expect(opened.body).toMatchObject({ code: 10000, msg: '参团成功，已使用账期支付', data: { status: 'open' } });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, opened.body.data.order_id));
    expect(order).toMatchObject({ status: 'paid', payMethod: 'credit', address: { consignee: '李药师', detail: '漕溪北路 88 号' } });
    expect(await balanceOf(b!.storeId)).toBe(balance); // nothing taken from the balance
    const [acc] = await t.db.select().from(creditAccounts).where(eq(creditAccounts.storeId, b!.storeId));
    expect(acc!.used).toBe(order!.paidAmount);

    // The group runs out of time: the seat is refunded to the credit terms, not the balance.
    await sweepGroups(new Date(Date.now() + 400 * 86_400_000));
    const [after] = await t.db.select().from(creditAccounts).where(eq(creditAccounts.storeId, b!.storeId));
    expect(after!.used).toBe(0);
    expect(await balanceOf(b!.storeId)).toBe(balance);
  });
});
