/**
 * Scoped coupons (issue 12) through the step 2 and order APIs, on PGlite and PostgreSQL: a category
 * coupon (its sub-categories included) and a goods coupon count only the lines they cover, for the
 * threshold and the reduction; one with no covered goods in the order is not usable and cannot be
 * forced at creation; 我的优惠券 names the scope; the coupon's goods page lists only covered goods.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { loginAs } from '../helpers/accounts-fixtures';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { invariants, makeBuyers, newKey, orderClient, putInCart, type Buyer } from '../helpers/orders-fixtures';
import { walletClient } from '../helpers/wallet-fixtures';
import { POST as checkout } from '../../src/pages/api/cart/checkout';
import { GET as confirm } from '../../src/pages/api/order/confirm';
import { POST as create } from '../../src/pages/api/order/create';
import { GET as detail } from '../../src/pages/api/order/[id]';
import { POST as cancel } from '../../src/pages/api/order/[id]/cancel';
import { cartItems, categories, coupons, goods, memberCoupons } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/auth/password';
import { couponGoodsScope } from '../../src/server/coupons/scope';
import { listGoods } from '../../src/server/catalogue/goods-list';
import { DEFAULT_LIST_PARAMS } from '../../src/server/catalogue/list-params';
import { categoryIndex } from '../../src/server/catalogue/categories';
import { VISITOR } from '../../src/server/auth/viewer';

let t: TestDb;
let pick: GoodsPicker;
let buyer: Buyer;
let api: ReturnType<typeof orderClient>;
let wallet: ReturnType<typeof walletClient>;
let firstOrder = 0;
const ids = { heart: 0, heartChild: 0, other: 0, inHeart: 0, named: 0, catCoupon: 0, goodsCoupon: 0, allCoupon: 0, catDef: 0, goodsDef: 0 };

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 400 });
  pick = new GoodsPicker(t.db);
  [buyer] = (await makeBuyers(t.db, 1, { balance: 1_000_000, passwordHash: await hashPassword('Demo@123456') })) as [Buyer];
  const browser = await loginAs(buyer.username, '10.17.0.1');
  api = orderClient(browser, { checkout, confirm, create, detail, cancel });
  wallet = walletClient(browser);
  const [heart] = await t.db
    .select()
    .from(categories)
    .where(and(eq(categories.name, '心脑血管'), isNull(categories.parentId)));
  const [child] = await t.db.select().from(categories).where(eq(categories.parentId, heart!.id)).limit(1);
  const [vit] = await t.db
    .select()
    .from(categories)
    .where(and(eq(categories.name, '维矿营养'), isNull(categories.parentId)));
  Object.assign(ids, { heart: heart!.id, heartChild: child!.id, other: vit!.id });
  // Goods that take coupons (no 秒/特 tag): one in a sub-category of 心脑血管, one elsewhere.
  ids.inHeart = await pick.take({ basePrice: 15_000, categoryId: child!.id });
  ids.named = await pick.take({ basePrice: 50_000, categoryId: vit!.id });
  await t.db.execute(sql`delete from goods_tags where goods_id in (${ids.inHeart}, ${ids.named}) and tag_id in (select id from tags where name in ('秒', '特'))`);
  const from = new Date(Date.now() - 86_400_000);
  const to = new Date(Date.now() + 30 * 86_400_000);
  const made = await t.db
    .insert(coupons)
    .values([
      { name: '心脑血管满200减20', kind: 'amount', threshold: 20_000, value: 2_000, scope: 'category', scopeIds: [heart!.id], validFrom: from, validTo: to },
      { name: '指定商品9折', kind: 'rate', threshold: 0, rate: 90, scope: 'goods', scopeIds: [ids.named], validFrom: from, validTo: to },
      { name: '全场满100减5', kind: 'amount', threshold: 10_000, value: 500, validFrom: from, validTo: to },
    ])
    .returning({ id: coupons.id });
  const mine = await t.db
    .insert(memberCoupons)
    .values(made.map((c) => ({ storeId: buyer.storeId, couponId: c.id })))
    .returning({ id: memberCoupons.id });
  [ids.catCoupon, ids.goodsCoupon, ids.allCoupon] = mine.map((m) => m.id) as [number, number, number];
  [ids.catDef, ids.goodsDef] = made.map((c) => c.id) as [number, number];
});
afterAll(async () => {
  await t?.teardown();
});

async function toStep2(lines: [number, number][]) {
  await t.db.delete(cartItems).where(eq(cartItems.storeId, buyer.storeId));
  const cart: number[] = [];
  for (const [g, n] of lines) cart.push(await putInCart(t.db, buyer.storeId, g, n));
  expect((await api.checkout(cart)).body.code).toBe(10000);
}

const option = (data: any, id: number) => data.coupons.find((c: any) => c.id === id);

describe(`scoped coupons on ${process.env.TEST_DB}`, () => {
  it('count only the lines they cover: other goods do not help reach the threshold', async () => {
    await toStep2([
      [ids.inHeart, 1], // ¥150 of 心脑血管
      [ids.named, 1], // ¥500 elsewhere
    ]);
    const data = (await api.confirm()).body.data;
    expect(option(data, ids.catCoupon)).toMatchObject({ scope: 'category', scope_text: '限「心脑血管」类商品', usable: 0, reason: '适用商品金额 ¥150.00，还差 ¥50.00' });
    expect(option(data, ids.goodsCoupon)).toMatchObject({ scope: 'goods', usable: 1, reduction: '50.00', use_url: expect.stringMatching(/^\/lqzx\/\d+$/) });
    expect(option(data, ids.goodsCoupon).scope_text).toMatch(/^限「.+」$/);
    expect(option(data, ids.allCoupon)).toMatchObject({ scope: 'all', scope_text: '全场通用（特价商品除外）', usable: 1, reduction: '5.00' });
    // The best usable coupon is preselected: 10% of the ¥500 goods, not of the ¥650 order.
    expect(data.coupon_id).toBe(ids.goodsCoupon);
    expect(data.orders[0].coupon_amount).toBe('50.00');

    // The unreachable category coupon cannot be forced; the goods coupon takes its ¥50 off that line only.
    const refused = await api.create({ idempotency_key: newKey(), address_id: buyer.addressId, coupon_id: ids.catCoupon });
    expect(refused.body).toMatchObject({ code: 30006, msg: expect.stringContaining('未满足使用条件') });
    const made = await api.create({ idempotency_key: newKey(), address_id: buyer.addressId, coupon_id: ids.goodsCoupon });
    expect(made.body.code, JSON.stringify(made.body)).toBe(10000);
    firstOrder = made.body.data.orders[0].id;
    const order = (await api.detail(firstOrder)).body.data;
    expect(order.coupon_amount).toBe('50.00');
    expect(Object.fromEntries(order.lines.map((l: any) => [l.goods_id, l.coupon_amount]))).toEqual({ [ids.inHeart]: '0.00', [ids.named]: '50.00' });
    expect(await invariants(t.db)).toMatchObject({ couponMismatch: 0 });
  });

  it('a category coupon covers its sub-categories; one with no covered goods in the order is not usable', async () => {
    await toStep2([[ids.inHeart, 2]]); // ¥300 of 心脑血管 (sub-category)
    const data = (await api.confirm()).body.data;
    expect(option(data, ids.catCoupon)).toMatchObject({ usable: 1, reduction: '20.00' });
    expect(option(data, ids.goodsCoupon)).toBeUndefined(); // used by the order above
    expect((await api.cancel(firstOrder, { reason: '不想要了' })).body.code).toBe(10000); // gives the coupon back
    const again = (await api.confirm()).body.data;
    expect(option(again, ids.goodsCoupon)).toMatchObject({ usable: 0, reason: '订单中没有该券适用的商品' });
    const refused = await api.create({ idempotency_key: newKey(), address_id: buyer.addressId, coupon_id: ids.goodsCoupon });
    expect(refused.body).toMatchObject({ code: 30006, msg: expect.stringContaining('未满足使用条件') });
    const made = await api.create({ idempotency_key: newKey(), address_id: buyer.addressId, coupon_id: ids.catCoupon });
    expect(made.body.code).toBe(10000);
    expect((await api.detail(made.body.data.orders[0].id)).body.data.coupon_amount).toBe('20.00');
  });

  it('我的优惠券 names the scope; 去使用 opens a list of only the covered goods', async () => {
    const list = (await wallet.coupons('?status=1')).body.data.list;
    const goodsCoupon = list.find((c: any) => c.id === ids.goodsCoupon);
    expect(goodsCoupon).toMatchObject({ scope: 'goods', scope_ids: [ids.named], use_url: expect.stringMatching(/^\/lqzx\/\d+$/) });
    expect(list.find((c: any) => c.id === ids.allCoupon)).toMatchObject({ use_url: '/list_index' });

    expect(goodsCoupon.use_url).toBe(`/lqzx/${ids.goodsDef}`);
    const params = { ...DEFAULT_LIST_PARAMS, pageSize: 100 };
    const byGoods = await couponGoodsScope(ids.goodsDef);
    expect(byGoods).toMatchObject({ name: '指定商品9折', rule: '无门槛享9折', list: { ids: [ids.named] } });
    expect((await listGoods(params, VISITOR, byGoods!.list)).list.map((g) => g.id)).toEqual([ids.named]);

    const byCategory = await couponGoodsScope(ids.catDef);
    expect(byCategory).toMatchObject({ scopeText: '限「心脑血管」类商品' });
    const covered = new Set((await categoryIndex()).descendants(ids.heart));
    const shown = await listGoods(params, VISITOR, byCategory!.list);
    expect(shown.total).toBeGreaterThan(0);
    const cats = await t.db.select({ id: goods.id, categoryId: goods.categoryId }).from(goods);
    const categoryOf = new Map(cats.map((g) => [g.id, g.categoryId]));
    expect(shown.list.every((g) => covered.has(categoryOf.get(g.id)!))).toBe(true);
    expect(shown.list.map((g) => g.id)).toContain(ids.inHeart);
    // An all-goods coupon's page (reachable by its id, though 去使用 goes to /list_index) lists every goods.
    const [allDef] = await t.db.select({ id: memberCoupons.couponId }).from(memberCoupons).where(eq(memberCoupons.id, ids.allCoupon));
    expect(await couponGoodsScope(allDef!.id)).toMatchObject({ scopeText: '全场通用（特价商品除外）', list: {} });
    expect(await couponGoodsScope(999_999)).toBeNull();
  });
});
