/**
 * Issue 18 item 8, promotions in the console: a spike session created by the 商品 operator shows on
 * the home page's spike floor at once; configurations that could make a payable amount negative,
 * windows that end before they start, prize tables whose odds do not add up to 100% and a goods in
 * two price-changing activities at once are refused with Chinese messages (422) and write nothing;
 * every change leaves an audit entry; coupons carry their scope; combination packages, points-mall
 * goods, cash-back tiers and the store-wide discount are created and edited; other roles get 403.
 * PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { operatorBrowser } from '../helpers/console-fixtures';
import type { TestBrowser } from '../helpers/accounts-browser';
import {
  auditLog,
  couponOffers,
  coupons,
  goods,
  goodsCombinationItems,
  lotteryDraws,
  lotteryPrizes,
  members,
  pointsGoods,
  priceActivities,
  priceActivityGoods,
  promoSchedules,
  promotionActivities,
  promotionActivityGoods,
  stockMovements,
  stores,
} from '../../src/server/db/schema';
import { POST as createPrice } from '../../src/pages/admin/api/promotions/price/index';
import { POST as editPrice } from '../../src/pages/admin/api/promotions/price/[id]/index';
import { POST as createSchedule } from '../../src/pages/admin/api/promotions/schedules/index';
import { POST as editSchedule } from '../../src/pages/admin/api/promotions/schedules/[id]/index';
import { POST as createRule } from '../../src/pages/admin/api/promotions/rules/index';
import { POST as editStorewide } from '../../src/pages/admin/api/promotions/storewide/[id]/index';
import { POST as createStorewide } from '../../src/pages/admin/api/promotions/storewide/index';
import { POST as createCashback } from '../../src/pages/admin/api/promotions/cashback/index';
import { POST as createCoupon } from '../../src/pages/admin/api/promotions/coupons/index';
import { POST as editCoupon } from '../../src/pages/admin/api/promotions/coupons/[id]/index';
import { POST as createLottery } from '../../src/pages/admin/api/promotions/lottery/index';
import { POST as editLottery } from '../../src/pages/admin/api/promotions/lottery/[id]/index';
import { POST as createPoints } from '../../src/pages/admin/api/promotions/points/index';
import { POST as editPoints } from '../../src/pages/admin/api/promotions/points/[id]/index';
import { POST as createCombo } from '../../src/pages/admin/api/promotions/combos/index';
import { POST as editCombo } from '../../src/pages/admin/api/promotions/combos/[id]/index';
import { GET as spikeApi } from '../../src/pages/api/index/spike';
import { queryRows } from '../../src/server/db/rows';
import { localInput } from '../../src/server/console/promo-view';
import { TestBrowser as Browser } from '../helpers/accounts-browser';

let t: TestDb;
let op: TestBrowser;
let admin: TestBrowser;
let free: { id: number; basePrice: number; name: string }[];

const HOUR = 3_600_000;
const at = (offsetMs: number) => localInput(new Date(Date.now() + offsetMs));

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 240, storeWideDiscount: true });
  op = await operatorBrowser('merchandiser');
  admin = await operatorBrowser('admin');
  // Plain goods in no activity at all (special price, schedule or promotion), cheapest last.
  const scheduled = (await t.db.select().from(promoSchedules)).flatMap((s) => s.goods.map((g) => g.goodsId));
  free = (
    await queryRows<{ id: number; base_price: number; name: string }>(
      t.db,
      sql`select id, base_price, name from goods g where type = 1 and is_on_sale and not is_ephedrine and base_price >= 1000 and stock > 0
        and not exists (select 1 from price_activity_goods p where p.goods_id = g.id)
        and not exists (select 1 from promotion_activity_goods p where p.goods_id = g.id)
        order by id limit 30`,
    )
  )
    .filter((r) => !scheduled.includes(Number(r.id)))
    .map((r) => ({ id: Number(r.id), basePrice: Number(r.base_price), name: r.name }));
  expect(free.length).toBeGreaterThan(15);
});
afterAll(async () => {
  await t?.teardown();
});

const yuan = (fen: number) => (fen / 100).toFixed(2);
const spike = (goodsId: number, price: string, extra: Record<string, string> = {}) => ({
  kind: 'spike',
  name: '运营秒杀',
  starts_at: at(-60_000),
  ends_at: at(2 * HOUR),
  is_enabled: '1',
  goods: `${goodsId}, ${price}, 30, 2`,
  ...extra,
});
const audits = async (action: string) => Number((await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n);
const activityCount = async () => Number((await t.db.select({ n: count() }).from(priceActivities))[0]!.n);

describe('spike sessions', () => {
  it('a session the 商品 operator creates to start now is on the spike floor at once, with an audit entry', async () => {
    const g = free[0]!;
    const answer = await op.call(createPrice, '/admin/api/promotions/price', { body: spike(g.id, yuan(g.basePrice - 100)) });
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(10000);
    const id = answer.body.data.id as number;
    const floor = await new Browser('10.9.9.1').call(spikeApi, '/api/index/spike');
    const session = floor.body.data.sessions.find((s: any) => s.id === id);
    expect(session, JSON.stringify(floor.body.data.sessions.map((s: any) => s.id))).toBeTruthy();
    expect(JSON.stringify(session)).toContain(g.name);
    expect(await audits('promo.price.create')).toBe(1);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'promo.price.create'));
    expect(entry!.objectId).toBe(String(id));
    expect(JSON.stringify(entry!.after)).toContain(String(g.id));
  });

  it('refuses a price at or above the supply price, a price of 0 and an end before the start, writing nothing', async () => {
    const g = free[1]!;
    const before = await activityCount();
    const high = await op.call(createPrice, '/admin/api/promotions/price', { body: spike(g.id, yuan(g.basePrice)) });
    expect(high.status).toBe(422);
    expect(high.body.errors.goods[0]).toMatch(/活动价须低于供货价/);
    const zero = await op.call(createPrice, '/admin/api/promotions/price', { body: spike(g.id, '0') });
    expect(zero.status).toBe(422);
    expect(zero.body.errors.goods[0]).toMatch(/第 1 行：活动价须大于 0/);
    const backwards = await op.call(createPrice, '/admin/api/promotions/price', { body: spike(g.id, '1.00', { starts_at: at(HOUR), ends_at: at(0) }) });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.ends_at).toEqual(['结束时间须晚于开始时间']);
    expect(await activityCount()).toBe(before);
  });

  it('refuses a goods already in a special price or a daily schedule in an overlapping window, allows a later window', async () => {
    const g = free[0]!; // in the session of the first test, now → +2 h
    const clash = await op.call(createPrice, '/admin/api/promotions/price', { body: spike(g.id, '1.00', { kind: 'daily', starts_at: at(HOUR), ends_at: at(5 * HOUR) }) });
    expect(clash.status).toBe(422);
    expect(clash.body.errors.goods[0]).toMatch(/已参加「运营秒杀」，一个商品同一时间只能参加一个改价活动/);
    const later = await op.call(createPrice, '/admin/api/promotions/price', { body: spike(g.id, '1.00', { starts_at: at(3 * HOUR), ends_at: at(4 * HOUR) }) });
    expect(later.body.code, JSON.stringify(later.body)).toBe(10000);

    const [schedule] = await t.db.select().from(promoSchedules).where(eq(promoSchedules.kind, 'daily'));
    const scheduled = schedule!.goods[0]!.goodsId;
    const daily = await op.call(createPrice, '/admin/api/promotions/price', { body: spike(scheduled, '0.01') });
    expect(daily.status).toBe(422);
    expect(daily.body.errors.goods[0]).toMatch(/每日特价/);
  });

  it('edits a session: price and stock change, stock never below what was sold, a sold line stays', async () => {
    const g = free[2]!;
    const other = free[3]!;
    const made = await op.call(createPrice, '/admin/api/promotions/price', { body: spike(g.id, yuan(g.basePrice - 200)) });
    const id = made.body.data.id as number;
    await t.db
      .update(priceActivityGoods)
      .set({ sold: 10 })
      .where(and(eq(priceActivityGoods.activityId, id), eq(priceActivityGoods.goodsId, g.id)));
    const body = (goodsLines: string) => ({ ...spike(g.id, '1'), name: '改过的秒杀', goods: goodsLines });
    const below = await op.call(editPrice, `/admin/api/promotions/price/${id}`, { params: { id: String(id) }, body: body(`${g.id}, 5.00, 9, 2`) });
    expect(below.status).toBe(422);
    expect(below.body.errors.goods[0]).toMatch(/活动库存不能少于已售的 10 件/);
    const dropped = await op.call(editPrice, `/admin/api/promotions/price/${id}`, { params: { id: String(id) }, body: body(`${other.id}, 5.00, 20, 0`) });
    expect(dropped.status).toBe(422);
    expect(dropped.body.errors.goods[0]).toMatch(/已售出 10 件，不能移出活动/);
    const ok = await op.call(editPrice, `/admin/api/promotions/price/${id}`, { params: { id: String(id) }, body: body(`${g.id}, 5.00, 40, 3\n${other.id}, 6.00, 20, 0`) });
    expect(ok.body.code, JSON.stringify(ok.body)).toBe(10000);
    const lines = await t.db.select().from(priceActivityGoods).where(eq(priceActivityGoods.activityId, id)).orderBy(priceActivityGoods.sort);
    expect(lines.map((l) => [l.goodsId, l.price, l.stock, l.sold, l.memberLimit])).toEqual([
      [g.id, 500, 40, 10, 3],
      [other.id, 600, 20, 0, 0],
    ]);
    const [a] = await t.db.select().from(priceActivities).where(eq(priceActivities.id, id));
    expect(a!.name).toBe('改过的秒杀');
    const missing = await op.call(editPrice, '/admin/api/promotions/price/999999', { params: { id: '999999' }, body: body(`${g.id}, 5.00, 40, 3`) });
    expect(missing.status).toBe(404);
  });

  it('five operators creating overlapping sessions of one goods at once: exactly one is saved', async () => {
    const g = free[13]!;
    const before = await activityCount();
    const answers = await Promise.all(
      [op, admin, op, admin, op].map((b, i) =>
        b.call(createPrice, '/admin/api/promotions/price', { body: spike(g.id, '1.00', { name: `并发秒杀${i}`, starts_at: at(i * 60_000), ends_at: at(HOUR) }) }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 10000)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 10000)) expect(a.body.errors.goods[0]).toMatch(/并发秒杀\d」，一个商品同一时间只能参加一个改价活动/);
    expect(await activityCount()).toBe(before + 1);
  });

  it('a recurring daily session makes its sessions at once; it clashes with a schedule or session of its goods at a crossing time', async () => {
    const g = free[14]!;
    const body = (extra: Record<string, string>) => ({
      kind: 'spike',
      name: '03:00 场秒杀',
      start: '03:00',
      end: '04:00',
      goods: `${g.id}, ${yuan(g.basePrice - 100)}, 20, 1`,
      ...extra,
    });
    expect((await op.call(createSchedule, '/admin/api/promotions/schedules', { body: body({ start: '25:00' }) })).body.errors.start[0]).toMatch(/HH:MM/);
    expect((await op.call(createSchedule, '/admin/api/promotions/schedules', { body: body({ end: '03:00' }) })).body.errors.end).toEqual(['结束时间须晚于开始时间']);
    const made = await op.call(createSchedule, '/admin/api/promotions/schedules', { body: body({}) });
    expect(made.body.code, JSON.stringify(made.body)).toBe(10000);
    const id = made.body.data.id as number;
    const sessions = await t.db.select().from(priceActivities).where(eq(priceActivities.scheduleId, id));
    expect(sessions).toHaveLength(3); // yesterday, today and tomorrow
    const crossing = await op.call(createSchedule, '/admin/api/promotions/schedules', { body: body({ name: '03:30 场秒杀', start: '03:30', end: '05:00' }) });
    expect(crossing.body.errors.goods[0]).toMatch(/已参加「03:00 场秒杀（每天 03:00–04:00）」/);
    const side = await op.call(createSchedule, '/admin/api/promotions/schedules', { body: body({ name: '04:00 场秒杀', start: '04:00', end: '05:00' }) });
    expect(side.body.code).toBe(10000);
    const day = await op.call(createPrice, '/admin/api/promotions/price', { body: spike(g.id, '1.00', { starts_at: at(0), ends_at: at(25 * HOUR) }) });
    expect(day.body.errors.goods[0]).toMatch(/03:00 场秒杀/);
    const edited = await op.call(editSchedule, `/admin/api/promotions/schedules/${id}`, { params: { id: String(id) }, body: body({ goods: `${g.id}, 1.00, 20, 1` }) });
    expect(edited.body.code, JSON.stringify(edited.body)).toBe(10000);
    const [schedule] = await t.db.select().from(promoSchedules).where(eq(promoSchedules.id, id));
    expect(schedule!.goods[0]!.price).toBe(100);
    const items = await t.db.select().from(priceActivityGoods).where(eq(priceActivityGoods.activityId, sessions[0]!.id));
    expect(items[0]!.price).toBe(g.basePrice - 100); // sessions already made keep their price
  });

  it('a group purchase needs a group size of at least 2', async () => {
    const g = free[4]!;
    const bad = await op.call(createPrice, '/admin/api/promotions/price', { body: spike(g.id, '1.00', { kind: 'group', group_size: '1', group_hours: '24' }) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.group_size[0]).toMatch(/成团人数不能小于 2/);
    const good = await op.call(createPrice, '/admin/api/promotions/price', { body: spike(g.id, '1.00', { kind: 'group', group_size: '3', group_hours: '12' }) });
    expect(good.body.code).toBe(10000);
    const [a] = await t.db.select().from(priceActivities).where(eq(priceActivities.id, good.body.data.id));
    expect([a!.kind, a!.groupSize, a!.groupHours]).toEqual(['group', 3, 12]);
  });
});

describe('满减, 满折, store-wide discount and cash-back', () => {
  const rule = (extra: Record<string, string>) => ({
    kind: 'manjian',
    name: '运营满减',
    scope: 'goods',
    goods: String(free[5]!.id),
    starts_at: at(0),
    ends_at: at(24 * HOUR),
    ...extra,
  });

  it('refuses a 满减 that takes off as much as its threshold and a 满折 rate outside 1–99', async () => {
    const off = await op.call(createRule, '/admin/api/promotions/rules', { body: rule({ tiers: '100, 50\n200, 200' }) });
    expect(off.status).toBe(422);
    expect(off.body.errors.tiers).toEqual(['第 2 档：减免金额须小于门槛金额']);
    const rate = await op.call(createRule, '/admin/api/promotions/rules', { body: rule({ kind: 'discount', tiers: '500, 100' }) });
    expect(rate.body.errors.tiers[0]).toMatch(/折扣应为 1–99 的整数/);
    const noGoods = await op.call(createRule, '/admin/api/promotions/rules', { body: rule({ tiers: '100, 10', goods: '' }) });
    expect(noGoods.body.errors.goods).toEqual(['请填写参加活动的商品编号']);
  });

  it('creates a 满减 with sorted tiers, and refuses a goods-scoped 满折 on a goods in a spike session', async () => {
    const made = await op.call(createRule, '/admin/api/promotions/rules', { body: rule({ tiers: '399, 20\n199, 10' }) });
    expect(made.body.code, JSON.stringify(made.body)).toBe(10000);
    const [a] = await t.db.select().from(promotionActivities).where(eq(promotionActivities.id, made.body.data.id));
    expect(a!.tiers).toEqual([
      { amount: 19_900, value: 1_000 },
      { amount: 39_900, value: 2_000 },
    ]);
    const discount = await op.call(createRule, '/admin/api/promotions/rules', { body: rule({ kind: 'discount', tiers: '500, 95', goods: String(free[0]!.id) }) });
    expect(discount.status).toBe(422);
    expect(discount.body.errors.goods[0]).toMatch(/运营秒杀/);
  });

  it('allows one store-wide discount at a time; editing it recomputes its goods without the exclusions', async () => {
    const [demo] = await t.db.select().from(promotionActivities).where(eq(promotionActivities.name, '全场94折'));
    const second = await op.call(createStorewide, '/admin/api/promotions/storewide', { body: { name: '全场95折', rate: '95', starts_at: at(0), ends_at: at(HOUR) } });
    expect(second.status).toBe(422);
    expect(second.body.errors.starts_at[0]).toMatch(/同一时间只能有一个全场折扣/);
    const excluded = free[6]!.id;
    const body = {
      name: '全场93折',
      rate: '93',
      exclude: String(excluded),
      starts_at: localInput(demo!.startsAt),
      ends_at: localInput(demo!.endsAt),
      with_coupon: '1',
      is_enabled: '1',
    };
    const edited = await op.call(editStorewide, `/admin/api/promotions/storewide/${demo!.id}`, { params: { id: String(demo!.id) }, body });
    expect(edited.body.code, JSON.stringify(edited.body)).toBe(10000);
    const ids = (await t.db.select().from(promotionActivityGoods).where(eq(promotionActivityGoods.activityId, demo!.id))).map((r) => r.goodsId);
    expect(ids).not.toContain(excluded);
    expect(ids).toContain(free[7]!.id);
    const [after] = await t.db.select().from(promotionActivities).where(eq(promotionActivities.id, demo!.id));
    expect(after!.tiers).toEqual([{ amount: 1, value: 93 }]);
    const herbal = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from goods where kind = 'herbal' and type = 1 and id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
    expect(Number(herbal[0]!.n)).toBe(0); // the goods of 中药饮片满折 keep that activity

    // A goods that joins a goods-scoped 满折 leaves the store-wide discount: one 满折 per goods.
    const joined = await op.call(createRule, '/admin/api/promotions/rules', { body: rule({ kind: 'discount', tiers: '500, 95', goods: String(free[7]!.id) }) });
    expect(joined.body.code, JSON.stringify(joined.body)).toBe(10000);
    const left = (await t.db.select().from(promotionActivityGoods).where(eq(promotionActivityGoods.activityId, demo!.id))).map((r) => r.goodsId);
    expect(left).not.toContain(free[7]!.id);
    expect(left).toHaveLength(ids.length - 1);

    // Without exclusions it is store-wide again (scope all, no goods rows): goods listed later join it.
    const wide = await op.call(editStorewide, `/admin/api/promotions/storewide/${demo!.id}`, { params: { id: String(demo!.id) }, body: { ...body, exclude: '' } });
    expect(wide.body.code, JSON.stringify(wide.body)).toBe(10000);
    const [whole] = await t.db.select().from(promotionActivities).where(eq(promotionActivities.id, demo!.id));
    expect(whole!.scope).toBe('all');
    expect(await t.db.select().from(promotionActivityGoods).where(eq(promotionActivityGoods.activityId, demo!.id))).toHaveLength(0);
  });

  it('refuses cash-back that returns as much as its threshold', async () => {
    const bad = await op.call(createCashback, '/admin/api/promotions/cashback', { body: { name: '返现', tiers: '1000, 1000', starts_at: at(0), ends_at: at(HOUR) } });
    expect(bad.body.errors.tiers).toEqual(['第 1 档：返现金额须小于门槛金额']);
    const good = await op.call(createCashback, '/admin/api/promotions/cashback', { body: { name: '返现', tiers: '1000, 20\n3000, 80', starts_at: at(0), ends_at: at(HOUR) } });
    expect(good.body.code).toBe(10000);
  });
});

describe('coupons', () => {
  const coupon = (extra: Record<string, string>) => ({
    name: '运营券',
    kind: 'amount',
    threshold: '100',
    value: '10',
    total: '50',
    member_limit: '2',
    scope: 'all',
    offered: '1',
    valid_from: at(0),
    valid_to: at(24 * HOUR),
    ...extra,
  });

  it('refuses a value not below the threshold, a rate outside 1–99 and a scope without ids', async () => {
    expect((await op.call(createCoupon, '/admin/api/promotions/coupons', { body: coupon({ value: '100' }) })).body.errors.value).toEqual(['面额须小于使用门槛']);
    expect((await op.call(createCoupon, '/admin/api/promotions/coupons', { body: coupon({ kind: 'rate', rate: '100' }) })).body.errors.rate[0]).toMatch(/不能大于 99/);
    expect((await op.call(createCoupon, '/admin/api/promotions/coupons', { body: coupon({ scope: 'goods' }) })).body.errors.scope_ids).toEqual(['请填写适用的分类或商品编号']);
    expect((await op.call(createCoupon, '/admin/api/promotions/coupons', { body: coupon({ valid_to: at(-HOUR) }) })).body.errors.valid_to).toEqual(['失效时间须晚于生效时间']);
  });

  it('creates a goods-scoped coupon with its offer; the total may not fall below what was claimed', async () => {
    const made = await op.call(createCoupon, '/admin/api/promotions/coupons', { body: coupon({ scope: 'goods', scope_ids: `${free[8]!.id}, ${free[9]!.id}` }) });
    expect(made.body.code, JSON.stringify(made.body)).toBe(10000);
    const id = made.body.data.id as number;
    const [c] = await t.db.select().from(coupons).where(eq(coupons.id, id));
    expect([c!.scope, c!.scopeIds, c!.threshold, c!.value]).toEqual(['goods', [free[8]!.id, free[9]!.id], 10_000, 1_000]);
    const [offer] = await t.db.select().from(couponOffers).where(eq(couponOffers.couponId, id));
    expect([offer!.total, offer!.memberLimit]).toEqual([50, 2]);
    await t.db.update(couponOffers).set({ claimed: 30 }).where(eq(couponOffers.id, offer!.id));
    const less = await op.call(editCoupon, `/admin/api/promotions/coupons/${id}`, { params: { id: String(id) }, body: coupon({ total: '20' }) });
    expect(less.body.errors.total).toEqual(['发放总量不能少于已领取的 30 张']);
    const more = await op.call(editCoupon, `/admin/api/promotions/coupons/${id}`, {
      params: { id: String(id) },
      body: coupon({ total: '80', kind: 'rate', rate: '90', max_off: '30', threshold: '0' }),
    });
    expect(more.body.code).toBe(10000);
    const [again] = await t.db.select().from(coupons).where(eq(coupons.id, id));
    expect([again!.kind, again!.rate, again!.maxOff, again!.scope, again!.scopeIds]).toEqual(['rate', 90, 3_000, 'all', []]);
  });
});

describe('lottery prizes and odds', () => {
  const lottery = (prizes: string) => ({ name: '运营抽奖', starts_at: at(0), ends_at: at(48 * HOUR), free_chances: '1', max_chances: '3', prizes });

  it('refuses a prize table whose odds do not add up to exactly 100%', async () => {
    const short = await op.call(createLottery, '/admin/api/promotions/lottery', { body: lottery('100积分, 积分, 100, 20, 不限\n谢谢参与, 谢谢参与, 0, 79.99, 不限') });
    expect(short.status).toBe(422);
    expect(short.body.errors.prizes).toEqual(['各奖品概率之和须为 100%，现为 99.99%']);
    const noneStock = await op.call(createLottery, '/admin/api/promotions/lottery', { body: lottery('谢谢参与, 谢谢参与, 0, 100, 5') });
    expect(noneStock.body.errors.prizes[0]).toMatch(/谢谢参与不设库存/);
  });

  it('saves the table as 万分之 weights summing to 10000; a prize somebody won cannot be dropped', async () => {
    const made = await op.call(createLottery, '/admin/api/promotions/lottery', {
      body: lottery('100积分, 积分, 100, 20.5, 不限\n¥5余额, 余额, 5, 4.5, 10\n谢谢参与, 谢谢参与, 0, 75, 不限'),
    });
    expect(made.body.code, JSON.stringify(made.body)).toBe(10000);
    const id = made.body.data.id as number;
    const prizes = await t.db.select().from(lotteryPrizes).where(eq(lotteryPrizes.activityId, id)).orderBy(lotteryPrizes.sort);
    expect(prizes.map((p) => [p.name, p.kind, p.value, p.weight, p.stock])).toEqual([
      ['100积分', 'points', 100, 2050, null],
      ['¥5余额', 'balance', 500, 450, 10],
      ['谢谢参与', 'none', 0, 7500, null],
    ]);
    const [store] = await t.db.select().from(stores).limit(1);
    const [member] = await t.db.select().from(members).limit(1);
    await t.db.insert(lotteryDraws).values({ activityId: id, storeId: store!.id, memberId: member!.id, prizeId: prizes[1]!.id, prizeName: '¥5余额', prizeKind: 'balance' });
    const drop = await op.call(editLottery, `/admin/api/promotions/lottery/${id}`, {
      params: { id: String(id) },
      body: lottery('100积分, 积分, 100, 25, 不限\n谢谢参与, 谢谢参与, 0, 75, 不限'),
    });
    expect(drop.body.errors.prizes).toEqual(['「¥5余额」已有人抽中，不能删除（可把概率设为 0）']);
    const zero = await op.call(editLottery, `/admin/api/promotions/lottery/${id}`, {
      params: { id: String(id) },
      body: lottery('100积分, 积分, 100, 25, 不限\n¥5余额, 余额, 5, 0, 10\n谢谢参与, 谢谢参与, 0, 75, 不限'),
    });
    expect(zero.body.code).toBe(10000);
    const after = await t.db.select().from(lotteryPrizes).where(eq(lotteryPrizes.activityId, id)).orderBy(lotteryPrizes.sort);
    expect(after.map((p) => [p.id, p.weight])).toEqual([
      [prizes[0]!.id, 2500],
      [prizes[1]!.id, 0],
      [prizes[2]!.id, 7500],
    ]);
  });
});

describe('points mall and combination packages', () => {
  it('adds a points goods and moves its stock by a delta, never below zero', async () => {
    const made = await op.call(createPoints, '/admin/api/promotions/points', { body: { name: '保温杯', points: '800', cash: '5', stock: '10', per_member_limit: '1' } });
    expect(made.body.code, JSON.stringify(made.body)).toBe(10000);
    const id = made.body.data.id as number;
    const path = `/admin/api/promotions/points/${id}`;
    const under = await op.call(editPoints, path, { params: { id: String(id) }, body: { name: '保温杯', points: '800', cash: '5', stock_delta: '-11' } });
    expect(under.body.errors.stock_delta).toEqual(['库存只有 10，不能减少 11']);
    await op.call(editPoints, path, { params: { id: String(id) }, body: { name: '保温杯', points: '900', cash: '0', stock_delta: '-4', per_member_limit: '' } });
    const [g] = await t.db.select().from(pointsGoods).where(eq(pointsGoods.id, id));
    expect([g!.points, g!.cash, g!.stock, g!.perMemberLimit]).toEqual([900, 0, 6, null]);
    expect((await op.call(createPoints, '/admin/api/promotions/points', { body: { name: '零积分', points: '0', stock: '1' } })).body.errors.points[0]).toMatch(/不能小于 1/);
  });

  it('creates a package priced at most its parts, with stock as a movement; a stale edit is told it changed', async () => {
    const [a, b] = [free[10]!, free[11]!];
    const total = a.basePrice * 2 + b.basePrice;
    const dear = await op.call(createCombo, '/admin/api/promotions/combos', { body: { name: '感冒套餐', price: yuan(total + 1), parts: `${a.id}, 2\n${b.id}, 1`, stock: '5' } });
    expect(dear.body.errors.price[0]).toMatch(/套餐价不能高于单买合计/);
    const one = await op.call(createCombo, '/admin/api/promotions/combos', { body: { name: '感冒套餐', price: '1', parts: `${a.id}, 2`, stock: '5' } });
    expect(one.body.errors.parts).toEqual(['请至少填写 2 行套餐商品']);
    const made = await op.call(createCombo, '/admin/api/promotions/combos', { body: { name: '感冒套餐', price: yuan(total - 500), parts: `${a.id}, 2\n${b.id}, 1`, stock: '5' } });
    expect(made.body.code, JSON.stringify(made.body)).toBe(10000);
    const id = made.body.data.id as number;
    const [combo] = await t.db.select().from(goods).where(eq(goods.id, id));
    expect([combo!.type, combo!.basePrice, combo!.stock, combo!.unit]).toEqual([3, total - 500, 5, '套']);
    expect(await t.db.select().from(goodsCombinationItems).where(eq(goodsCombinationItems.comboId, id))).toHaveLength(2);
    expect((await t.db.select().from(stockMovements).where(eq(stockMovements.goodsId, id))).map((m) => m.delta)).toEqual([5]);
    const edit = (b2: TestBrowser, version: number) =>
      b2.call(editCombo, `/admin/api/promotions/combos/${id}`, {
        params: { id: String(id) },
        body: { name: '感冒套餐（新）', price: yuan(total - 600), parts: `${a.id}, 2\n${b.id}, 1`, version: String(version) },
      });
    expect((await edit(op, combo!.version)).body.code).toBe(10000);
    const stale = await edit(admin, combo!.version);
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toMatch(/已被他人修改/);
  });
});

describe('roles', () => {
  it('only 商品 and 管理员 may change promotions', async () => {
    for (const role of ['orders', 'finance', 'service', 'reviewer'] as const) {
      const b = await operatorBrowser(role);
      const answer = await b.call(createPrice, '/admin/api/promotions/price', { body: spike(free[12]!.id, '1.00') });
      expect(answer.status, role).toBe(403);
    }
    expect((await admin.call(createPrice, '/admin/api/promotions/price', { body: spike(free[12]!.id, '1.00') })).body.code).toBe(10000);
  });
});
