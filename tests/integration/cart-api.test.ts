/**
 * Every cart API of issue 5 through its endpoint handler with a real session (TestBrowser), on
 * PGlite and on PostgreSQL: login and approval rules, bad input, limits, merging, pricing
 * (ladders, 满减, shipping), selection, deletion, checkout, copy, quick add and hints.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { TestBrowser } from '../helpers/accounts-browser';
import { loginAs } from '../helpers/accounts-fixtures';
import { activityGoods, cartClient, GoodsPicker } from '../helpers/cart-fixtures';
import { POST as add } from '../../src/pages/api/cart/index';
import { GET as list } from '../../src/pages/api/cart/list';
import { GET as total } from '../../src/pages/api/cart/total';
import { POST as edit } from '../../src/pages/api/cart/[id]/edit';
import { POST as del } from '../../src/pages/api/cart/batch_delete';
import { POST as select } from '../../src/pages/api/cart/batch_select';
import { POST as checkout } from '../../src/pages/api/cart/checkout';
import { POST as copy } from '../../src/pages/api/cart/copy';
import { POST as quick } from '../../src/pages/api/cart/quick_add/[id]';
import { POST as hint } from '../../src/pages/api/cart/next_hint';
import { GET as base } from '../../src/pages/api/user/base';
import { cartItems, goods, stores } from '../../src/server/db/schema';
import { addStore } from '../../src/server/accounts/members';

const API = { add, list, total, edit, del, select, checkout, copy, quick, hint };

let t: TestDb;
let pick: GoodsPicker;
let demo: ReturnType<typeof cartClient>;
let demoBrowser: TestBrowser;

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 400 });
  pick = new GoodsPicker(t.db);
  demoBrowser = await loginAs('demo', '10.5.0.1');
  demo = cartClient(demoBrowser, API);
});
afterAll(async () => {
  await t?.teardown();
});

async function clear(): Promise<void> {
  await t.db.delete(cartItems).where(eq(cartItems.storeId, 1));
}
async function lines() {
  return t.db.select().from(cartItems).where(eq(cartItems.storeId, 1));
}
const itemOf = (data: any, goodsId: number) => [...data.items, ...data.invalid_items].find((i: any) => i.goods_id === goodsId);

describe(`cart APIs on ${process.env.TEST_DB}`, () => {
  it('visitors get 10001 / HTTP 401 from every cart API', async () => {
    const visitor = cartClient(new TestBrowser('10.5.0.2'), API);
    for (const res of [
      await visitor.add([{ goods_id: 1, number: 1 }]),
      await visitor.list(),
      await visitor.total(),
      await visitor.edit(1, { number: 2 }),
      await visitor.del([1]),
      await visitor.select([1], 1),
      await visitor.checkout([1]),
      await visitor.copy([1], [2]),
      await visitor.quick(1),
      await visitor.hint(),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(10001);
    }
  });

  it('an unapproved member cannot add (clear business error) and sees an empty count', async () => {
    const pending = cartClient(await loginAs('pending', '10.5.0.3'), API);
    const id = await pick.take();
    const res = await pending.add([{ goods_id: id, number: 1 }]);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(10040);
    expect(res.body.msg).toContain('资质尚未审核通过');
    expect((await pending.total()).body.data.total).toBe(0);
    expect((await pending.list()).body.code).toBe(10040);
  });

  it('adds lines (JSON and form), merges repeats into one line, and the badge counts lines', async () => {
    await clear();
    const a = await pick.take();
    const b = await pick.take();
    const json = await demo.add([{ goods_id: a, number: 2, price: '100.00', ck_id: 0 }]);
    expect(json.body).toMatchObject({ code: 10000, msg: '加入购物车成功', data: { total: 1, notice: 'success', items: [{ goods_id: a, number: 2 }] } });
    const form = await demo.add(
      {
        goods: [
          { goods_id: a, number: 3 },
          { goods_id: b, number: 1 },
        ],
      },
      false,
    );
    expect(form.body.code).toBe(10000);
    expect(form.body.data.total).toBe(2);
    const rows = await lines();
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.goodsId === a)!.number).toBe(5);
    expect((await demo.total()).body.data).toEqual({ total: 2 });
    expect((await demoBrowser.call(base, '/api/user/base')).body.data.cart).toBe(2);
    // the same goods twice in one request: one line with the sum
    await demo.add([
      { goods_id: b, number: 1 },
      { goods_id: b, number: 4 },
    ]);
    expect((await lines()).find((r) => r.goodsId === b)!.number).toBe(6);
  });

  it('a forged price never changes what is charged; it only tells the buyer the price changed', async () => {
    await clear();
    const id = await pick.take({ basePrice: 12_345 });
    const res = await demo.add([{ goods_id: id, number: 2, price: '0.01' }]);
    expect(res.body.code).toBe(10000);
    expect(res.body.data.notice).toBe('warning');
    expect(res.body.msg).toContain('价格已变动，当前价格¥123.45');
    const cart = (await demo.list()).body.data;
    expect(itemOf(cart, id)).toMatchObject({ price: '123.45', raw_price: '246.90' });
    expect(cart.summary.goods_amount).toBe('246.90');
  });

  it('bad quantities are 422 with Chinese messages and leave the cart unchanged', async () => {
    await clear();
    const id = await pick.take();
    for (const number of [0, -1, 1.5, 'abc', 100000, '', '1e3', null]) {
      const res = await demo.add([{ goods_id: id, number }]);
      expect(res.status, `number ${number}`).toBe(422);
      expect(res.body.code).toBe(422);
      expect(typeof res.body.message).toBe('string');
    }
    const form = await demo.add('goods[0][goods_id]=' + id + '&goods[0][number]=2.5', false);
    expect(form.status).toBe(422);
    expect(form.body.errors['lines.0.number'][0]).toBe('购买数量必须是整数');
    expect((await demo.add([{ goods_id: 'x', number: 1 }])).status).toBe(422);
    expect((await demo.add({})).status).toBe(422);
    expect((await demo.add([{ goods_id: id, number: 1, price: 'free' }])).status).toBe(422);
    expect(await lines()).toHaveLength(0);
  });

  it('unknown or unbuyable goods are a clear business error; a mixed request adds nothing', async () => {
    await clear();
    const ok = await pick.take();
    const notBuy = await pick.take({ isBuy: false });
    const neg = await pick.take({ xgNumber: -1 });
    const soldOut = await pick.take({ stock: 0 });
    const unknown = await demo.add([{ goods_id: 99_999_999, number: 1 }]);
    expect(unknown.body).toMatchObject({ code: 20001, msg: '商品不存在或已下架（编号 99999999）' });
    for (const id of [notBuy, neg]) expect((await demo.add([{ goods_id: id, number: 1 }])).body).toMatchObject({ code: 20001, msg: expect.stringContaining('暂不可购买') });
    expect((await demo.add([{ goods_id: soldOut, number: 1 }])).body.msg).toContain('已售罄');
    const mixed = await demo.add([
      { goods_id: ok, number: 1 },
      { goods_id: notBuy, number: 1 },
    ]);
    expect(mixed.body.code).toBe(20001);
    expect(await lines()).toHaveLength(0);
  });

  it('limits: purchase limit, 中包装 multiples and stock are refused naming the limit; the cart keeps its quantity', async () => {
    await clear();
    const limited = await pick.take({ xgNumber: 10 });
    expect((await demo.add([{ goods_id: limited, number: 8 }])).body.code).toBe(10000);
    const over = await demo.add([{ goods_id: limited, number: 3 }]);
    expect(over.body.code).toBe(20002);
    expect(over.body.msg).toMatch(/限购 10.+购物车中已有 8/);
    expect((await lines())[0]!.number).toBe(8);
    const packed = await pick.take({ midPack: 10, onlyMidPack: true });
    expect((await demo.add([{ goods_id: packed, number: 5 }])).body.msg).toContain('10 的整数倍');
    expect((await demo.add([{ goods_id: packed, number: 20 }])).body.code).toBe(10000);
    const scarce = await pick.take({ stock: 7 });
    expect((await demo.add([{ goods_id: scarce, number: 8 }])).body.msg).toContain('库存不足，当前库存 7');
    const list1 = (await demo.list()).body.data;
    expect(itemOf(list1, packed)).toMatchObject({ step: 10, min: 10, number: 20 });
    expect(itemOf(list1, limited)).toMatchObject({ max: 10 });
  });

  it('prices ladders of both types per the worked examples', async () => {
    await clear();
    const ladder = [
      { number: 5, price: 9000 },
      { number: 20, price: 8500 },
    ];
    const bands = await pick.take({ ladderPrice: ladder, ladderPriceType: 1 });
    const full = await pick.take({ ladderPrice: ladder, ladderPriceType: 0 });
    await demo.add([
      { goods_id: bands, number: 25 },
      { goods_id: full, number: 19 },
    ]);
    let cart = (await demo.list()).body.data;
    expect(itemOf(cart, bands)).toMatchObject({ raw_price: '2260.00', price: '90.40', ladder: { tier: { number: 20, price: '85.00' }, hint: null } });
    expect(itemOf(cart, full)).toMatchObject({ raw_price: '1710.00', price: '90.00', ladder: { tier: { number: 5 }, hint: expect.stringContaining('再买1') } });
    const fullId = itemOf(cart, full).id;
    cart = (await demo.edit(fullId, { number: 20 })).body.data;
    expect(itemOf(cart, full)).toMatchObject({ raw_price: '1700.00', price: '85.00' }); // cheaper than 19: the tier says so
    // The edit answer is priced in memory from the cart it read once: the same as reading the cart again.
    expect(cart).toEqual((await demo.list()).body.data);
  });

  it("edit: new quantity, 422 for bad numbers, 404 for unknown and other members' lines, limits", async () => {
    await clear();
    const id = await pick.take({ xgNumber: 30 });
    await demo.add([{ goods_id: id, number: 1 }]);
    const [line] = await lines();
    const res = await demo.edit(line!.id, { number: 12 });
    expect(res.body).toMatchObject({ code: 10000, data: { summary: { selected_number: 12 } } });
    for (const number of [0, -2, 2.5, 'x', 100_000]) expect((await demo.edit(line!.id, { number })).status).toBe(422);
    expect((await demo.edit(line!.id, { number: 31 })).body).toMatchObject({ code: 20002, msg: expect.stringContaining('限购 30') });
    expect((await demo.edit(999_999, { number: 2 })).status).toBe(404);
    expect((await demo.edit('abc', { number: 2 })).status).toBe(404);
    const [foreign] = await t.db.insert(cartItems).values({ storeId: 2, goodsId: id, number: 3 }).returning();
    const stolen = await demo.edit(foreign!.id, { number: 9 });
    expect(stolen.status).toBe(404);
    expect(stolen.body.code).toBe(404);
    expect((await t.db.select().from(cartItems).where(eq(cartItems.id, foreign!.id)))[0]!.number).toBe(3);
    expect((await demo.del([line!.id, foreign!.id])).status).toBe(404);
    expect(await lines()).toHaveLength(1); // nothing deleted
    expect((await demo.select([foreign!.id], 0)).status).toBe(404);
    await t.db.delete(cartItems).where(eq(cartItems.id, foreign!.id));
  });

  it('select and delete; unbuyable lines are forced unselected when the cart loads and listed as invalid', async () => {
    await clear();
    const a = await pick.take({ basePrice: 1000 });
    const b = await pick.take({ basePrice: 2000 });
    const c = await pick.take({ basePrice: 4000 });
    await demo.add([
      { goods_id: a, number: 1 },
      { goods_id: b, number: 1 },
      { goods_id: c, number: 1 },
    ]);
    let cart = (await demo.list()).body.data;
    expect(cart.summary).toMatchObject({ selected_count: 3, goods_amount: '70.00', all_selected: 1 });
    const ids = (g: number) => itemOf(cart, g).id;
    cart = (await demo.select([ids(a), ids(b)], 0)).body.data;
    expect(cart.summary).toMatchObject({ selected_count: 1, goods_amount: '40.00', all_selected: 0 });
    cart = (await demo.select(`${ids(a)},${ids(b)}`, '1')).body.data;
    expect(cart.summary.selected_count).toBe(3);
    // c sells out: the next load moves it to the invalid section, unselected, also in the database
    await t.db.update(goods).set({ stock: 0 }).where(eq(goods.id, c));
    cart = (await demo.list()).body.data;
    expect(cart.items.map((i: any) => i.goods_id)).not.toContain(c);
    expect(itemOf(cart, c)).toMatchObject({ invalid: 1, invalid_text: '已售罄', is_selected: 0 });
    expect(cart.summary).toMatchObject({ selected_count: 2, goods_amount: '30.00', invalid_count: 1 });
    expect((await lines()).find((l) => l.goodsId === c)!.isSelected).toBe(false);
    cart = (await demo.select([itemOf(cart, c).id], 1)).body.data; // selecting it does not stick
    expect(itemOf(cart, c).is_selected).toBe(0);
    expect((await demo.select([ids(a)], 2)).status).toBe(422);
    // 清空失效商品 = batch_delete of the invalid ids
    cart = (await demo.del(cart.invalid_items.map((i: any) => i.id))).body.data;
    expect(cart.invalid_items).toHaveLength(0);
    expect(cart.total).toBe(2);
    expect((await demo.del([])).status).toBe(422);
  });

  it('满减 tiers: status, reached first, best tier applied and shared, next-tier hint; shipping state', async () => {
    await clear();
    const { activityId, goodsIds } = await activityGoods(t.db, '满减专区');
    expect(goodsIds.length).toBeGreaterThan(1);
    const [g1, g2] = goodsIds;
    await t.db.update(goods).set({ basePrice: 20_000, ladderPrice: [], isDpby: false }).where(eq(goods.id, g1!));
    await t.db.update(goods).set({ basePrice: 10_000, ladderPrice: [], isDpby: false }).where(eq(goods.id, g2!));
    await demo.add([{ goods_id: g1, number: 1 }]);
    let cart = (await demo.list()).body.data;
    let mj = cart.activity_data.manjians.find((a: any) => a.id === activityId);
    expect(mj.kind_text).toBe('满减'); // the label the tier bar shows, from the promotions vocabulary
    expect(mj.tiers.map((x: any) => x.status)).toEqual([0, 0, 0]);
    expect(mj.next).toMatchObject({ need: '199.00', text: '再买¥199.00 可减¥20.00' });
    expect(cart.shipping_data).toMatchObject({ shipping_fee: '15.00', is_free: 0, text: '运费¥15.00，再买¥600.00可包邮' });
    expect(cart.summary.payable).toBe('215.00');
    expect(cart.groups[0]).toMatchObject({ kind: 'manjian', activity_id: activityId });

    cart = (await demo.edit(itemOf(cart, g1).id, { number: 3 })).body.data; // ¥600
    await demo.add([{ goods_id: g2, number: 2 }]); // + ¥200 = ¥800
    cart = (await demo.list()).body.data;
    mj = cart.activity_data.manjians.find((a: any) => a.id === activityId);
    expect(mj.eligible_amount).toBe('800.00');
    expect(mj.tiers.map((x: any) => [x.amount, x.status])).toEqual([
      ['399.00', 1],
      ['799.00', 1],
      ['1599.00', 0],
    ]);
    expect(mj).toMatchObject({ applied: '满¥799.00减¥50.00', reduction: '50.00', next: { need: '799.00', text: '再买¥799.00 可减¥120.00' } });
    expect(itemOf(cart, g1).goods_manjian_amount).toBe('37.50');
    expect(itemOf(cart, g2).goods_manjian_amount).toBe('12.50');
    expect(itemOf(cart, g1).raw_price_manjian).toBe('562.50');
    expect(cart.summary).toMatchObject({ goods_amount: '800.00', manjian_amount: '50.00', order_amount: '750.00', shipping_fee: '15.00', payable: '765.00' });
    const hints = (await demo.hint()).body.data;
    expect(hints.hints.find((h: any) => h.activity_id === activityId)).toMatchObject({ reached: '满¥799.00减¥50.00', need: '799.00', text: '再买¥799.00 可减¥120.00' });
    expect(hints.shipping).toMatchObject({ is_free: 0, need: '50.00', text: '再买¥50.00 可包邮' });
    expect((await demo.hint(`?goods_id=${g2}`)).body.data.hints.map((h: any) => h.activity_id)).toContain(activityId);
    // reaching ¥800 after reductions ships free
    cart = (await demo.edit(itemOf(cart, g2).id, { number: 3 })).body.data;
    expect(cart.shipping_data).toMatchObject({ is_free: 1, free_reason: 'order_amount', shipping_fee: '0.00' });
    expect(cart.summary.payable).toBe('850.00');
  });

  it('single-item free shipping when a selected 单品包邮 line reaches its qg_number', async () => {
    await clear();
    const id = await pick.take({ basePrice: 1000, isDpby: true, qgNumber: 10 });
    await demo.add([{ goods_id: id, number: 9 }]);
    let cart = (await demo.list()).body.data;
    expect(cart.shipping_data).toMatchObject({ is_free: 0, shipping_fee: '15.00' });
    cart = (await demo.edit(itemOf(cart, id).id, { number: 10 })).body.data;
    expect(cart.shipping_data).toMatchObject({ is_free: 1, free_reason: 'single_item' });
    expect(cart.summary.payable).toBe('100.00');
    expect((await demo.list('?filter=4')).body.data.items).toHaveLength(1);
    expect((await demo.list('?filter=3')).body.data.items).toHaveLength(0);
  });

  it('coupon-eligible amount leaves out special-price goods', async () => {
    await clear();
    const a = await pick.take({ basePrice: 1000 });
    const special = await pick.take({ basePrice: 3000 });
    await t.db.execute(sql`insert into goods_tags (goods_id, tag_id) select ${special}, id from tags where name = '特'`);
    await demo.add([
      { goods_id: a, number: 1 },
      { goods_id: special, number: 1 },
    ]);
    const cart = (await demo.list()).body.data;
    expect(itemOf(cart, special).with_coupon).toBe(0);
    expect(itemOf(cart, a).with_coupon).toBe(1);
    expect(cart.summary).toMatchObject({ goods_amount: '40.00', coupon_amount: '10.00' });
  });

  it('满折 on herbal pieces stacks after 满减 (README example), takes no coupon, and checkout checks the business scope', async () => {
    await clear();
    const { activityId, goodsIds } = await activityGoods(t.db, '中药饮片满折');
    const herb = goodsIds.find((id) => id > 0)!;
    await t.db.update(goods).set({ basePrice: 60_000, ladderPrice: [], isDpby: false, stock: 5000 }).where(eq(goods.id, herb));
    await demo.add([{ goods_id: herb, number: 1 }]);
    let cart = (await demo.list()).body.data;
    const d = cart.activity_data.discounts.find((a: any) => a.id === activityId);
    expect(d).toMatchObject({ kind_text: '满折', applied: '满¥500.00享9.5折', reduction: '30.00', next: { need: '900.00', text: '再买¥900.00 可享9折' } });
    expect(itemOf(cart, herb)).toMatchObject({ raw_price: '600.00', goods_discount_amount: '30.00', pay_price: '570.00', with_coupon: 0 });
    expect(cart.summary).toMatchObject({ goods_amount: '600.00', discount_amount: '30.00', order_amount: '570.00', coupon_amount: '0.00' });
    // ¥3200: the all-goods 满减 (满¥3000减¥200) first, then 9折 on the remaining ¥3000
    await t.db.update(goods).set({ basePrice: 320_000 }).where(eq(goods.id, herb));
    cart = (await demo.list()).body.data;
    expect(itemOf(cart, herb)).toMatchObject({ goods_manjian_amount: '200.00', raw_price_manjian: '3000.00', goods_discount_amount: '300.00', pay_price: '2700.00' });
    expect(cart.summary).toMatchObject({ manjian_amount: '200.00', discount_amount: '300.00', order_amount: '2700.00', payable: '2700.00' });
    // a buyer without 中药饮片 in its business scope cannot check herbal pieces out
    await t.db.execute(sql`update qualifications set scope = scope - '中药饮片' where store_id = 1`);
    const refused = await demo.checkout([itemOf(cart, herb).id]);
    expect(refused.body).toMatchObject({ code: 20005, msg: expect.stringContaining('经营范围不含“中药饮片”') });
    await t.db.execute(sql`update qualifications set scope = scope || '["中药饮片"]'::jsonb where store_id = 1 and type = 'drug_license'`);
    expect((await demo.checkout([itemOf(cart, herb).id])).body.code).toBe(10000);
    expect((await demo.hint(`?activity_id=${activityId}`)).body.data.hints).toEqual([expect.objectContaining({ activity_id: activityId, reached: '满¥1,500.00享9折' })]);
    expect((await demo.hint('?goods_id=abc')).status).toBe(422);
  });

  it('checkout validates the selection and hands over to step 2', async () => {
    await clear();
    const a = await pick.take();
    const b = await pick.take({ xgNumber: 5 });
    await demo.add([
      { goods_id: a, number: 2 },
      { goods_id: b, number: 5 },
    ]);
    let cart = (await demo.list()).body.data;
    const idA = itemOf(cart, a).id;
    const idB = itemOf(cart, b).id;
    const ok = await demo.checkout([idA]);
    expect(ok.body).toMatchObject({ code: 10000, data: { ids: [idA], next: '/cart_step2', summary: { selected_count: 1 } } });
    cart = (await demo.list()).body.data;
    expect(itemOf(cart, b).is_selected).toBe(0); // the selection is exactly what was checked out
    // a line that became too big (limit lowered) is refused naming the limit
    await t.db.update(goods).set({ xgNumber: 3 }).where(eq(goods.id, b));
    expect((await demo.checkout([idA, idB])).body).toMatchObject({ code: 20002, msg: expect.stringContaining('限购 3') });
    await t.db.update(goods).set({ isBuy: false }).where(eq(goods.id, b));
    expect((await demo.checkout([idB])).body).toMatchObject({ code: 20001, msg: expect.stringContaining('请删除后再结算') });
    expect((await demo.checkout([999_999])).status).toBe(404);
    expect((await demo.checkout([])).status).toBe(422);
    // an unsigned purchase contract: 459
    await t.db.update(stores).set({ contractSignedAt: null }).where(eq(stores.id, 1));
    expect((await demo.checkout([idA])).body.code).toBe(459);
    await t.db.update(stores).set({ contractSignedAt: new Date() }).where(eq(stores.id, 1));
  });

  it('quick add uses the smallest allowed quantity (1 or the 中包装)', async () => {
    await clear();
    const plain = await pick.take();
    const packed = await pick.take({ midPack: 6, onlyMidPack: true });
    expect((await demo.quick(plain)).body).toMatchObject({ code: 10000, data: { items: [{ number: 1 }] } });
    expect((await demo.quick(packed)).body.data.items[0].number).toBe(6);
    expect((await demo.quick(plain, { number: 4 })).body.data.items[0].number).toBe(5);
    expect((await demo.quick(plain, { number: 0 })).status).toBe(422);
    expect((await demo.quick(99_999_999)).body.code).toBe(20001);
  });

  it("copy puts lines into the member's other approved stores, merging quantities", async () => {
    await clear();
    const a = await pick.take();
    await demo.add([{ goods_id: a, number: 3 }]);
    const [line] = await lines();
    const second = await addStore(1, {
      company: '杭州仁心大药房二店',
      companyType: '单体药店',
      contact: '张伟',
      landline: '',
      email: '',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      address: '文二路 8 号',
    });
    expect((await demo.copy([line!.id], [second.id])).body).toMatchObject({ code: 10000, data: { copied: 0, skipped: [{ reason: '该门店资质尚未审核通过' }] } });
    await t.db.update(stores).set({ isPassed: true }).where(eq(stores.id, second.id));
    const res = await demo.copy([line!.id], [second.id]);
    expect(res.body).toMatchObject({ code: 10000, msg: '已复制 1 件商品到 1 家门店', data: { copied: 1, stores: 1 } });
    await demo.copy([line!.id], [second.id]);
    const copied = await t.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.storeId, second.id), eq(cartItems.goodsId, a)));
    expect(copied[0]!.number).toBe(6);
    expect((await demo.copy([line!.id], [2])).status).toBe(404); // another member's store
    expect((await demo.copy([line!.id], [1])).status).toBe(404); // its own store
    expect((await demo.copy([line!.id], [])).status).toBe(422);
  });
});
