/**
 * 全场94折 and 组合购 (issue 13) on PGlite and PostgreSQL: a store-wide 满折 row with its time window that
 * leaves out, at each moment, 含麻 goods, combination packages and the goods of a running special
 * price (秒杀 / 每日特价 / 近效期), 拼团 or other 满折 — the same set for the goods cards (the offer
 * read by pages), the /welfare list and the cart, and the order charges what the cart showed.
 * A combination package goes through POST /api/cart as one line at its package price, the order
 * takes each part's stock, and a part that cannot be bought makes the package unbuyable.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import type { TestBrowser } from '../helpers/accounts-browser';
import { VISITOR } from '../../src/server/auth/viewer';
import { loginAs, longSessions } from '../helpers/accounts-fixtures';
import { newKey, orderClient, putInCart } from '../helpers/orders-fixtures';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { GET as spike } from '../../src/pages/api/index/spike';
import { GET as list } from '../../src/pages/api/cart/list';
import { POST as add } from '../../src/pages/api/cart/index';
import { POST as checkout } from '../../src/pages/api/cart/checkout';
import { GET as confirm } from '../../src/pages/api/order/confirm';
import { POST as create } from '../../src/pages/api/order/create';
import { GET as detail } from '../../src/pages/api/order/[id]';
import { loadWelfareOffer, welfarePrice } from '../../src/server/promotions/welfare';
import { listGoods } from '../../src/server/catalogue/goods-list';
import { readListParams } from '../../src/server/catalogue/list-params';
import { goodsByIds } from '../../src/server/catalogue/goods-query';
import { goodsView } from '../../src/server/catalogue/goods-view';
import { shanghaiToday } from '../../src/lib/time';
import { setClock } from '../helpers/clock';
import { queryRows } from '../../src/server/db/rows';

let t: TestDb;
let demo: TestBrowser;
let orderApi: ReturnType<typeof orderClient>;
let addressId: number;
const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.db, q);
const today = shanghaiToday();
const at = (hhmm: string) => new Date(`${today}T${hhmm}:00+08:00`);
const fen = (yuan: string) => Math.round(Number(yuan) * 100);
const ids = async (q: ReturnType<typeof sql>) => (await rows<{ id: number }>(q)).map((r) => Number(r.id));

beforeAll(async () => {
  longSessions();
  t = await createTestDb({ goodsCount: 400, storeWideDiscount: true });
  demo = await loginAs('demo', '10.13.4.1');
  orderApi = orderClient(demo, { checkout, confirm, create, detail });
  const [row] = await rows<{ id: number }>(sql`select id from addresses where store_id = 1 limit 1`);
  addressId = Number(row!.id);
});
afterAll(async () => {
  await t?.teardown();
});
afterEach(() => {
  vi.useRealTimers();
});

async function sessionGoods(i: number): Promise<number[]> {
  return (await demo.call(spike, '/api/index/spike')).body.data.sessions[i].goods.map((g: any) => Number(g.goods.id));
}

describe('全场94折', () => {
  it('is a store-wide row with a time window; at each moment it leaves out the goods of running special prices, 拼团 and other 满折', async () => {
    setClock(at('11:00'));
    const offer = (await loadWelfareOffer(new Date()))!;
    expect(offer).toMatchObject({ name: '全场94折', rate: 94, scope: 'all', withCoupon: true });
    expect(offer.startsAt.getTime()).toBeLessThan(Date.now());
    expect(offer.endsAt.getTime()).toBeGreaterThan(Date.now());
    const running = await sessionGoods(1);
    const later = await sessionGoods(2);
    const group = await ids(sql`select i.goods_id as id from price_activity_goods i join price_activities a on a.id = i.activity_id where a.kind = 'group'`);
    const daily = await ids(sql`select i.goods_id as id from price_activity_goods i join price_activities a on a.id = i.activity_id
      where a.kind = 'daily' and a.starts_at <= now() and a.ends_at > now()`);
    const herbal = await ids(sql`select l.goods_id as id from promotion_activity_goods l join promotion_activities a on a.id = l.activity_id where a.name = '中药饮片满折'`);
    expect(running.length).toBeGreaterThan(0);
    expect(group.length).toBeGreaterThan(0);
    expect(herbal.length).toBeGreaterThan(0);
    for (const id of [...running, ...group, ...daily, ...herbal]) expect(offer.excluded).toContain(id);
    for (const id of later) expect(offer.excluded).not.toContain(id);

    // At 15:00 the 10:00 session has ended: its goods join the 94折 again, the 14:00 session's leave it.
    setClock(at('15:00'));
    const afternoon = (await loadWelfareOffer(new Date()))!;
    for (const id of running) expect(afternoon.excluded).not.toContain(id);
    for (const id of later) expect(afternoon.excluded).toContain(id);

    // Switched off (or outside its window) there is no offer at all.
    await t.db.execute(sql`update promotion_activities set ends_at = now() - interval '1 day' where name = '全场94折'`);
    expect(await loadWelfareOffer(new Date())).toBeNull();
    await t.db.execute(sql`update promotion_activities set ends_at = now() + interval '3650 days' where name = '全场94折'`);
  });

  it('the /welfare list shows ordinary goods only, none of the excluded ones; cards show 94% of the price to approved members only', async () => {
    setClock(at('11:00'));
    const offer = (await loadWelfareOffer(new Date()))!;
    const viewer = { storeId: 1, isPassed: true, companyType: '单体药店', province: '浙江省' };
    const parsed = readListParams({ page_size: '100' });
    if (!parsed.ok) throw new Error('bad params');
    const page = await listGoods(parsed.params, viewer, { storeWide: { excludeIds: offer.excluded } });
    expect(page.total).toBeGreaterThan(20);
    for (const g of page.list) {
      expect(g.type).toBe(1);
      expect(g.is_ephedrine).toBe(0);
      expect(offer.excluded).not.toContain(g.id);
      expect(welfarePrice(offer, g)).toBe(Math.floor((g.base_price_fen! * 94) / 100));
    }
    const [excludedOne] = offer.excluded;
    const [asMember] = (await goodsByIds([excludedOne!], viewer)).map((g) => goodsView(g, viewer));
    expect(welfarePrice(offer, asMember!)).toBeNull();
    const visitor = VISITOR;
    const [asVisitor] = (await goodsByIds([page.list[0]!.id], visitor)).map((g) => goodsView(g, visitor));
    expect(asVisitor!.base_price_fen).toBeNull();
    expect(welfarePrice(offer, asVisitor!)).toBeNull();
  });

  it('the cart takes 6% off a plain line after 满减 and none off spike, 拼团, combination or 含麻 lines; the order charges the same', async () => {
    setClock(at('11:00'));
    await t.db.execute(sql`delete from cart_items where store_id = 1`);
    const picker = new GoodsPicker(t.db);
    const plain = await picker.take({ basePrice: 1_999 });
    const ephId = await picker.take({ isEphedrine: true, ephedrineLimit: 5 });
    const [spikeId] = await sessionGoods(1);
    const [groupId] = await ids(sql`select i.goods_id as id from price_activity_goods i join price_activities a on a.id = i.activity_id join goods g on g.id = i.goods_id
      where a.kind = 'group' and g.stock > 10 and g.xg_number = 0 and not g.only_mid_pack order by i.id`);
    const [comboId] = await ids(sql`select g.id from goods g where g.type = 3 and g.is_on_sale and g.is_buy and g.stock > 5 order by g.id`);
    const line = { plain: await putInCart(t.db, 1, plain, 3), spike: await putInCart(t.db, 1, spikeId!, 1), group: await putInCart(t.db, 1, groupId!, 1) };
    await t.db.execute(sql`insert into cart_items (store_id, goods_id, number, type, is_selected) values (1, ${comboId}, 1, 3, true), (1, ${ephId}, 1, 1, true)`);
    const cart = (await demo.call(list, '/api/cart/list')).body.data;
    const item = (goodsId: number) => cart.items.find((i: any) => i.goods_id === goodsId);
    // 3 × ¥19.99 = ¥59.97 → × 94% = ¥56.3718 → ¥56.37 (floored to the fen).
    expect(item(plain)).toMatchObject({ raw_price: '59.97', goods_discount_amount: '3.60', pay_price: '56.37' });
    expect(item(plain).discount_id).not.toBeNull();
    for (const id of [spikeId!, groupId!, comboId!, ephId]) {
      expect(item(id), `goods ${id}`).toBeDefined();
      expect(item(id).goods_discount_amount, `goods ${id}`).toBe('0.00');
      expect(item(id).discount_id, `goods ${id}`).toBeNull();
    }

    // Order the plain and the 拼团 goods (bought at its normal price outside a group).
    await t.db.execute(sql`update cart_items set is_selected = (id in (${line.plain}, ${line.group})) where store_id = 1`);
    const chosen = (await demo.call(list, '/api/cart/list')).body.data.summary;
    expect((await orderApi.checkout([line.plain, line.group])).body.code).toBe(10000);
    const preview = (await orderApi.confirm('?coupon_id=0')).body.data;
    const created = await orderApi.create({ idempotency_key: newKey(), address_id: addressId, payable: preview.orders[0].payable });
    expect(created.body.code).toBe(10000);
    const d = (await orderApi.detail(created.body.data.orders[0].id)).body.data;
    expect(fen(d.payable)).toBe(fen(chosen.payable));
    expect(fen(d.goods_amount) - fen(d.payable) + fen(d.shipping_fee ?? '0')).toBeGreaterThanOrEqual(360);
    const plainLine = d.lines.find((l: any) => l.goods_id === plain);
    expect(plainLine.activity_names).toContain('全场94折');
    await t.db.execute(sql`delete from cart_items where store_id = 1`);
  });
});

describe('组合购 through the cart API', () => {
  it("is one cart line at the package price; the order takes each part's stock; an unbuyable part makes the package unbuyable", async () => {
    await t.db.execute(sql`delete from cart_items where store_id = 1`);
    const [combo] = await rows<{ id: number; base_price: number; name: string }>(sql`select g.id, g.base_price, g.name from goods g
      where g.type = 3 and g.is_on_sale and g.is_buy and g.stock > 5 and g.xg_number = 0 order by g.id limit 1`);
    const comboId = Number(combo!.id);
    const parts = (await rows<{ goods_id: number; number: number }>(sql`select goods_id, number from goods_combination_items where combo_id = ${comboId} order by goods_id`)).map(
      (p) => ({
        id: Number(p.goods_id),
        number: Number(p.number),
      }),
    );
    expect(parts.length).toBeGreaterThan(1);
    const stock = async (id: number) => Number((await rows<{ stock: number }>(sql`select stock from goods where id = ${id}`))[0]!.stock);
    const before = await Promise.all(parts.map((p) => stock(p.id)));

    const added = await demo.call(add, '/api/cart', { body: [{ goods_id: comboId, number: 2 }] as never, json: true });
    expect(added.body.code).toBe(10000);
    const cart = (await demo.call(list, '/api/cart/list')).body.data;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ goods_id: comboId, goods_type: 3, number: 2, price: (Number(combo!.base_price) / 100).toFixed(2), goods_discount_amount: '0.00' });
    expect(cart.items[0].goods.combination.map((c: any) => c.goods.id).sort((a: number, b: number) => a - b)).toEqual(parts.map((p) => p.id));

    const lineId = cart.items[0].id;
    expect((await orderApi.checkout([lineId])).body.code).toBe(10000);
    const preview = (await orderApi.confirm('?coupon_id=0')).body.data;
    const created = await orderApi.create({ idempotency_key: newKey(), address_id: addressId, payable: preview.orders[0].payable });
    expect(created.body.code).toBe(10000);
    const d = (await orderApi.detail(created.body.data.orders[0].id)).body.data;
    expect(fen(d.goods_amount)).toBe(Number(combo!.base_price) * 2);
    expect(await Promise.all(parts.map((p) => stock(p.id)))).toEqual(before.map((b, i) => b - parts[i]!.number * 2));

    // One part off sale: the package cannot be added any more, and a line already in the cart turns 失效.
    await t.db.execute(sql`delete from cart_items where store_id = 1`);
    await t.db.execute(sql`insert into cart_items (store_id, goods_id, number, type, is_selected) values (1, ${comboId}, 1, 3, true)`);
    await t.db.execute(sql`update goods set is_buy = false where id = ${parts[0]!.id}`);
    const after = (await demo.call(list, '/api/cart/list')).body.data;
    expect(after.items).toHaveLength(0);
    expect(after.invalid_items[0]).toMatchObject({ goods_id: comboId, invalid: 1, is_selected: 0 });
    const again = await demo.call(add, '/api/cart', { body: [{ goods_id: comboId, number: 1 }] as never, json: true });
    expect(again.body.code).not.toBe(10000);
    await t.db.execute(sql`update goods set is_buy = true where id = ${parts[0]!.id}`);
    await t.db.execute(sql`delete from cart_items where store_id = 1`);
  });
});
