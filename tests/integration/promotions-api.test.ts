/**
 * Promotion APIs of issue 13 through their endpoint handlers with real sessions, on PGlite and
 * PostgreSQL, with the clock set (Date only) to known Shanghai times: the spike sessions of the day
 * and the server timestamp, today's specials, buying at the spike price inside the window and the
 * normal price outside it, the per-member limit refused with its number, the coupon centre claim
 * and its use at step 2, group open/join paid from the balance, taps and the focus content.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { TestBrowser } from '../helpers/accounts-browser';
import { loginAs } from '../helpers/accounts-fixtures';
import { makeBuyers, newKey, orderClient, putInCart } from '../helpers/orders-fixtures';
import { GET as spike } from '../../src/pages/api/index/spike';
import { GET as everyday } from '../../src/pages/api/activity/everyday_price';
import { POST as tap } from '../../src/pages/api/activity/tap';
import { GET as offers } from '../../src/pages/api/activity/coupons';
import { POST as claim } from '../../src/pages/api/activity/coupon_claim';
import { GET as groupList } from '../../src/pages/api/activity/group';
import { POST as groupJoin } from '../../src/pages/api/activity/group_join';
import { GET as focusDemo } from '../../src/pages/api/focus/demo';
import { GET as focusLogin } from '../../src/pages/api/focus/login';
import { GET as postList } from '../../src/pages/api/focus/postList';
import { POST as checkout } from '../../src/pages/api/cart/checkout';
import { GET as confirm } from '../../src/pages/api/order/confirm';
import { POST as create } from '../../src/pages/api/order/create';
import { GET as detail } from '../../src/pages/api/order/[id]';
import { cartItems, groupBuyMembers, memberCoupons, orders, priceActivityCounts } from '../../src/server/db/schema';
import { balanceOf } from '../../src/server/wallet/ledger';
import { addShanghaiDays, shanghaiToday } from '../../src/lib/time';
import { longSessions } from '../helpers/accounts-fixtures';
import { setClock } from '../helpers/clock';
import { queryRows } from '../../src/server/db/rows';

const API = { checkout, confirm, create, detail };
let t: TestDb;
let demo: TestBrowser;
let orderApi: ReturnType<typeof orderClient>;
let addressId: number;
const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.db, q);
/** Today (Shanghai) at hh:mm; the clock is set to such times, so sessions must survive hours of jumps. */
const TODAY = shanghaiToday();
const TOMORROW = addShanghaiDays(TODAY, 1);
const at = (hhmm: string, day = TODAY) => new Date(`${day}T${hhmm}:00+08:00`);

beforeAll(async () => {
  longSessions();
  t = await createTestDb({ goodsCount: 400, storeWideDiscount: true });
  demo = await loginAs('demo', '10.13.0.1');
  orderApi = orderClient(demo, API);
  const [row] = await rows<{ id: number }>(sql`select id from addresses where store_id = 1 limit 1`);
  addressId = Number(row!.id);
});
afterAll(async () => {
  await t?.teardown();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('秒杀 sessions and the server clock', () => {
  it("GET /api/index/spike lists the day's sessions with their state and the server timestamp in seconds", async () => {
    setClock(at('11:30'));
    const r = await demo.call(spike, '/api/index/spike');
    expect(r.body.code).toBe(10000);
    const { timestamp, sessions } = r.body.data;
    expect(timestamp).toBe(Math.floor(at('11:30').getTime() / 1000));
    expect(sessions.map((s: any) => [s.name, s.status])).toEqual([
      ['00:00 场秒杀', 'ended'],
      ['10:00 场秒杀', 'running'],
      ['14:00 场秒杀', 'upcoming'],
      ['20:00 场秒杀', 'upcoming'],
    ]);
    const live = sessions[1];
    expect(live.start_time).toBe(Math.floor(at('10:00').getTime() / 1000));
    expect(live.end_time).toBe(Math.floor(at('14:00').getTime() / 1000));
    expect(live.goods.length).toBeGreaterThan(0);
    const item = live.goods[0];
    expect(Number(item.price)).toBeLessThan(Number(item.base_price));
    expect(item).toMatchObject({ stock: 30, sold: 0, left: 30 });
  });

  it('visitors see the sessions without prices', async () => {
    setClock(at('11:30'));
    const r = await new TestBrowser('10.13.0.9').call(spike, '/api/index/spike');
    expect(r.body.data.sessions[1].goods[0]).toMatchObject({ price: null, base_price: null });
  });

  it('a spike item is charged the spike price inside its window and the normal price after it', async () => {
    setClock(at('11:00'));
    const s = (await demo.call(spike, '/api/index/spike')).body.data.sessions[1];
    const item = s.goods.find((g: any) => g.member_limit >= 2) ?? s.goods[0];
    const goodsId = item.goods.id;
    await putInCart(t.db, 1, goodsId, 2);
    const line = (
      await t.db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.storeId, 1), eq(cartItems.goodsId, goodsId)))
    )[0]!.id;
    await t.db.execute(sql`update cart_items set is_selected = (id = ${line}) where store_id = 1`);
    expect((await orderApi.checkout([line])).body.code).toBe(10000);
    const preview = (await orderApi.confirm('?coupon_id=0')).body.data;
    const spikeAmount = Math.round(Number(item.price) * 100) * 2;
    expect(Math.round(Number(preview.orders[0].goods_amount) * 100)).toBe(spikeAmount);
    const created = await orderApi.create({ idempotency_key: newKey(), address_id: addressId, payable: preview.orders[0].payable });
    expect(created.body.code).toBe(10000);
    const d = (await orderApi.detail(created.body.data.orders[0].id)).body.data;
    expect(Math.round(Number(d.goods_amount) * 100)).toBe(spikeAmount);
    expect(d.lines[0].activity_names).toContain('10:00 场秒杀');
    const [count] = await t.db.select().from(priceActivityCounts).where(eq(priceActivityCounts.storeId, 1));
    expect(count?.number).toBe(2);

    // After the window (14:05 the 14:00 session has other goods): the same goods is back at its base price.
    setClock(at('14:05'));
    const again = await putInCart(t.db, 1, goodsId, 1);
    await t.db.execute(sql`update cart_items set is_selected = (id = ${again}) where store_id = 1`);
    expect((await orderApi.checkout([again])).body.code).toBe(10000);
    const later = (await orderApi.confirm('?coupon_id=0')).body.data;
    expect(Math.round(Number(later.orders[0].goods_amount) * 100)).toBe(Math.round(Number(item.base_price) * 100));
    await t.db.delete(cartItems).where(eq(cartItems.id, again));
  });

  it('above the per-member limit the order is refused naming the limit, and nothing is created', async () => {
    setClock(at('15:00'));
    const s = (await demo.call(spike, '/api/index/spike')).body.data.sessions[2];
    const item = s.goods[0];
    const before = (await t.db.select().from(orders).where(eq(orders.storeId, 1))).length;
    const line = await putInCart(t.db, 1, item.goods.id, item.member_limit + 1);
    await t.db.execute(sql`update cart_items set is_selected = (id = ${line}) where store_id = 1`);
    const r = await orderApi.checkout([line]);
    const c = r.body.code === 10000 ? await orderApi.create({ idempotency_key: newKey(), address_id: addressId }) : r;
    expect(c.body.code).not.toBe(10000);
    expect(c.body.msg).toContain(`限购 ${item.member_limit}`);
    expect((await t.db.select().from(orders).where(eq(orders.storeId, 1))).length).toBe(before);
    await t.db.delete(cartItems).where(eq(cartItems.id, line));
  });
});

describe('近效期 at step 2', () => {
  it('a clearance line must be confirmed naming its 有效期至; the confirmation is stored with the order', async () => {
    const [item] = await rows<{ goods_id: number; price: number; expiry_date: string; name: string }>(sql`
      select i.goods_id, i.price, g.expiry_date::text as expiry_date, g.name from price_activity_goods i join price_activities a on a.id = i.activity_id
      join goods g on g.id = i.goods_id where a.kind = 'clearance' and g.stock > 5 and g.expiry_date > current_date + 2 order by i.id limit 1`);
    const line = await putInCart(t.db, 1, Number(item!.goods_id), 1);
    await t.db.execute(sql`update cart_items set is_selected = (id = ${line}) where store_id = 1`);
    expect((await orderApi.checkout([line])).body.code).toBe(10000);
    const preview = (await orderApi.confirm('?coupon_id=0')).body.data;
    expect(preview.orders[0].lines[0]).toMatchObject({ goods_id: Number(item!.goods_id), expiry_confirm: 1, price: (Number(item!.price) / 100).toFixed(2) });
    const refused = await orderApi.create({ idempotency_key: newKey(), address_id: addressId });
    expect(refused.body.code).toBe(31005);
    expect(refused.body.msg).toContain(`「${item!.name}」有效期至 ${item!.expiry_date}`);
    const ok = await orderApi.create({ idempotency_key: newKey(), address_id: addressId, 'expiry_confirm[0]': item!.goods_id });
    expect(ok.body.code).toBe(10000);
    const stored = await rows<{ goods_id: number; expiry_date: string }>(
      sql`select goods_id, expiry_date::text as expiry_date from order_expiry_confirmations where order_id = ${ok.body.data.orders[0].id}`,
    );
    expect(stored).toEqual([{ goods_id: Number(item!.goods_id), expiry_date: item!.expiry_date }]);
    // The order detail names when the buyer confirmed it.
    const shown = (await orderApi.detail(ok.body.data.orders[0].id)).body.data.lines[0];
    expect(shown).toMatchObject({ goods_id: Number(item!.goods_id), expiry_date: item!.expiry_date });
    expect(shown.expiry_confirmed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('每日特价', () => {
  it("GET /api/activity/everyday_price answers today's specials, valid for the Shanghai day", async () => {
    setClock(at('23:59'));
    const r = (await demo.call(everyday, '/api/activity/everyday_price')).body.data;
    expect(r.activity).toMatchObject({
      name: '每日特价',
      status: 'running',
      start_time: Math.floor(at('00:00').getTime() / 1000),
      end_time: Math.floor(at('00:00', TOMORROW).getTime() / 1000),
    });
    expect(r.list.length).toBe(8);
    expect(r.list[0]).toMatchObject({ member_limit: 10 });
    setClock(at('00:01', TOMORROW));
    const next = (await demo.call(everyday, '/api/activity/everyday_price')).body.data;
    expect(next.activity.id).not.toBe(r.activity.id);
    expect(next.activity.start_time).toBe(Math.floor(at('00:00', TOMORROW).getTime() / 1000));
  });
});

describe('领券中心', () => {
  it("lists the offers; claiming puts the coupon in the store's coupons, usable at step 2; the limit is named", async () => {
    // The claim mechanics on an ordinary no-threshold coupon (the 新客 rule has its own tests: price-rules.test.ts).
    await t.db.execute(sql`update coupons set new_customer = false`);
    const list = (await demo.call(offers, '/api/activity/coupons')).body.data;
    expect(list.map((o: any) => o.kind_text)).toEqual(['无门槛券', '满减券', '折扣券', '满减券']);
    expect(list[3]).toMatchObject({ state: 'sold_out', state_text: '已抢光' });
    const free = list[0];
    expect(free).toMatchObject({ state: 'claimable', state_text: '立即领取', member_limit: 1 });
    const first = await demo.call(claim, '/api/activity/coupon_claim', { body: { id: free.id } });
    expect(first.body).toMatchObject({ code: 10000, data: { mine: 1 } });
    const second = await demo.call(claim, '/api/activity/coupon_claim', { body: { id: free.id } });
    expect(second.body).toMatchObject({ code: 31002 });
    expect(second.body.msg).toContain('每人限领 1 张');
    expect((await demo.call(claim, '/api/activity/coupon_claim', { body: { id: list[3].id } })).body).toMatchObject({ code: 31002, msg: '优惠券已抢光' });
    const after = (await demo.call(offers, '/api/activity/coupons')).body.data;
    expect(after[0]).toMatchObject({ state: 'claimed', state_text: '已领取', mine: 1, claimed: free.claimed + 1 });
    const mine = await t.db.select().from(memberCoupons).where(eq(memberCoupons.id, first.body.data.member_coupon_id));
    expect(mine[0]).toMatchObject({ storeId: 1, status: 'unused' });

    // Step 2 offers it and takes ¥5 off.
    const [g] = await rows<{ id: number }>(sql`select g.id from goods g where g.type = 1 and g.is_buy and g.is_on_sale and not g.is_controlled and not g.is_ephedrine
      and g.stock > 10 and g.xg_number = 0 and not g.only_mid_pack and g.kind = 'medicine' and g.expiry_date > current_date + 200
      and not exists (select 1 from goods_tags gt join tags tg on tg.id = gt.tag_id where gt.goods_id = g.id and tg.name in ('秒', '特'))
      and not exists (select 1 from promotion_activity_goods pg where pg.goods_id = g.id)
      and not exists (select 1 from price_activity_goods pa where pa.goods_id = g.id)
      and not exists (select 1 from promo_schedules ps, jsonb_array_elements(ps.goods) e where (e->>'goodsId')::int = g.id) order by g.id limit 1`);
    const line = await putInCart(t.db, 1, Number(g!.id), 1);
    await t.db.execute(sql`update cart_items set is_selected = (id = ${line}) where store_id = 1`);
    expect((await orderApi.checkout([line])).body.code).toBe(10000);
    const step2 = (await orderApi.confirm(`?coupon_id=${first.body.data.member_coupon_id}`)).body.data;
    expect(step2.orders[0].coupon_amount).toBe('5.00');
    const created = await orderApi.create({ idempotency_key: newKey(), address_id: addressId, coupon_id: first.body.data.member_coupon_id, payable: step2.orders[0].payable });
    expect(created.body.code).toBe(10000);
    expect((await orderApi.detail(created.body.data.orders[0].id)).body.data.coupon_amount).toBe('5.00');
  });

  it('visitors must log in to claim; a bad id is a 422 with a Chinese message', async () => {
    const visitor = await new TestBrowser('10.13.0.8').call(claim, '/api/activity/coupon_claim', { body: { id: 1 } });
    expect(visitor.body.code).toBe(10001);
    const bad = await demo.call(claim, '/api/activity/coupon_claim', { body: { id: 'x' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.id[0]).toBe('请选择优惠券');
  });
});

describe('拼团', () => {
  it('opening and joining pay from the balance at once; the Nth buyer completes the group', async () => {
    const buyers = await makeBuyers(t.db, 3, { balance: 10_000_000 });
    const browsers: TestBrowser[] = [];
    for (const [i, b] of buyers.entries()) {
      await t.db.execute(sql`update members set password_hash = (select password_hash from members where id = 1) where id = ${b.memberId}`);
      browsers.push(await loginAs(b.username, `10.13.1.${i}`));
    }
    const list = (await browsers[0]!.call(groupList, '/api/activity/group')).body.data;
    const act = list.activities[0];
    expect(act).toMatchObject({ kind: 'group', group_size: 3, status: 'running' });
    const item = act.goods[0];
    const opened = await browsers[0]!.call(groupJoin, '/api/activity/group_join', { body: { item_id: item.item_id, number: 2 } });
    expect(opened.body).toMatchObject({ code: 10000, data: { status: 'open', joined: 1, size: 3, paid: (Number(item.price) * 2).toFixed(2) } });
    const groupId = opened.body.data.group_id;
    expect(await balanceOf(buyers[0]!.storeId)).toBe(10_000_000 - Math.round(Number(item.price) * 100) * 2);
    const open = (await browsers[1]!.call(groupList, '/api/activity/group')).body.data.groups.find((g: any) => g.id === groupId);
    expect(open).toMatchObject({ joined: 1, need: 2, mine: 0 });
    expect((await browsers[0]!.call(groupJoin, '/api/activity/group_join', { body: { group_id: groupId, number: 1 } })).body).toMatchObject({ code: 31003, msg: '您已参加该团' });
    expect((await browsers[1]!.call(groupJoin, '/api/activity/group_join', { body: { group_id: groupId, number: 1 } })).body.data).toMatchObject({ status: 'open', joined: 2 });
    const last = await browsers[2]!.call(groupJoin, '/api/activity/group_join', { body: { group_id: groupId, number: 1 } });
    expect(last.body).toMatchObject({ code: 10000, msg: '拼团成功，订单将尽快发货', data: { status: 'succeeded', joined: 3 } });
    const seats = await t.db.select().from(groupBuyMembers).where(eq(groupBuyMembers.groupId, groupId));
    expect(seats).toHaveLength(3);
    const paid = await t.db
      .select()
      .from(orders)
      .where(
        sql`${orders.id} in (${sql.join(
          seats.map((s) => sql`${s.orderId}`),
          sql`, `,
        )})`,
      );
    expect(paid.every((o) => o.status === 'paid' && o.payMethod === 'balance')).toBe(true);
  });

  it('bad input is a 422; a visitor gets 10001', async () => {
    expect((await demo.call(groupJoin, '/api/activity/group_join', { body: { item_id: 'a', number: 0 } })).status).toBe(422);
    expect((await new TestBrowser('10.13.0.7').call(groupJoin, '/api/activity/group_join', { body: { item_id: 1, number: 1 } })).body.code).toBe(10001);
  });
});

describe('taps and focus content', () => {
  it('POST /api/activity/tap records taps and counts them; bad targets are a 422', async () => {
    const a = await demo.call(tap, '/api/activity/tap', { body: { target: '/mrtj' } });
    const b = await new TestBrowser('10.13.0.6').call(tap, '/api/activity/tap', { body: { target: '/mrtj' } });
    expect(a.body.data.today + 1).toBe(b.body.data.today);
    const bad = await demo.call(tap, '/api/activity/tap', { body: { target: 'javascript alert(1)' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.target[0]).toBe('活动链接格式不正确');
  });

  it('focus demo lists the live zones; login has its ad; postList the running activities', async () => {
    setClock(at('11:00'));
    // The demo's 满额返现 starts when the seed ran (so seeded history earns nothing): when that was after
    // 11:00 today, the test's 11:00 would be before it. Started a day earlier, as it is at 11:00 any other day.
    await t.db.execute(sql`update cashback_rules set starts_at = least(starts_at, ${at('11:00').toISOString()}::timestamptz - interval '1 day')`);
    const zones = (await demo.call(focusDemo, '/api/focus/demo')).body.data;
    expect(zones.map((z: any) => z.url)).toEqual(expect.arrayContaining(['/mrtj', '/ptzq', '/lqzx', '/welfare', '/hb', '/zhzq', '/jxqzc']));
    expect(zones.filter((z: any) => !z.live)).toEqual([]);
    expect((await demo.call(focusLogin, '/api/focus/login')).body.data).toMatchObject({ title: '正品保障 极速配送', image: expect.stringMatching(/^\/img\//) });
    const posts = (await demo.call(postList, '/api/focus/postList')).body.data;
    expect(posts.list.map((p: any) => p.title)).toEqual(expect.arrayContaining(['10:00 场秒杀', '每日特价', '全场94折']));
  });
});
