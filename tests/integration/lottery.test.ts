/**
 * Lottery draws (issue 14) on PGlite and PostgreSQL: the seeded live activity, the chance rule,
 * refusals (window, approval, no chance), prizes landing where they belong, the masked winners'
 * list, and the races (50 parallel draws with one chance; 100 members for a prize with stock 3).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { makeBuyers } from '../helpers/orders-fixtures';
import { countRows, makeCoupon, makeLottery, pointsLedgerSum, pointsOfStore } from '../helpers/lottery-fixtures';
import { draw } from '../../src/server/lottery/draw';
import { seededRandom } from '../../src/server/lottery/random';
import { lotteryDetail, myDraws, recentWinners, simpleState } from '../../src/server/lottery/query';
import { DRAW_CLOSED, DRAW_NO_CHANCE, DRAW_NOT_ALLOWED } from '../../src/server/lottery/errors';
import { balanceOf } from '../../src/server/wallet/ledger';
import { cashVouchers, lotteryActivities, lotteryPrizes, memberCoupons, members, pointsOrders, stores } from '../../src/server/db/schema';
import { codeOf, refusal } from '../helpers/outcomes';

let t: TestDb;
const engine = process.env.TEST_DB ?? 'pglite';
beforeAll(async () => {
  t = await createTestDb({ goodsCount: 200 });
});
afterAll(async () => {
  await t?.teardown();
});

describe(`lottery on ${engine}`, () => {
  it('seeds a running lottery: demo has joined, choujiang has not and may draw once', async () => {
    const [lucky] = await t.db.select().from(stores).innerJoin(members, eq(members.id, stores.memberId)).where(eq(members.username, 'choujiang'));
    const demo = await simpleState({ id: 1, isPassed: true });
    expect(demo.is_join).toBe(1);
    expect(demo.id).toBeGreaterThan(0);
    const state = await simpleState({ id: lucky!.stores.id, isPassed: true });
    expect(state).toEqual({ is_join: 0, id: demo.id });
    expect(await simpleState(null)).toEqual({ is_join: 1, id: demo.id });
    const detail = await lotteryDetail(demo.id, { id: lucky!.stores.id, isPassed: true });
    expect(detail).toMatchObject({ status: 'running', chances: 1, left: 1, can_draw: 1 });
    expect(detail.prizes.map((p) => p.name)).toEqual(['100 积分', '满300减20优惠券', '500 积分', '¥5 现金券', '¥10 余额红包', '电子体温计']);

    const result = await draw({ storeId: lucky!.stores.id, memberId: lucky!.members.id, isPassed: true }, demo.id, seededRandom(7));
    expect(result.prize.name).toBeTruthy();
    expect(result.chances_left).toBe(0);
    expect(await simpleState({ id: lucky!.stores.id, isPassed: true })).toEqual({ is_join: 1, id: demo.id });
    expect(await refusal(draw({ storeId: lucky!.stores.id, memberId: lucky!.members.id, isPassed: true }, demo.id))).toBe(DRAW_NO_CHANCE);
    const mine = await myDraws(lucky!.stores.id, { page: 1, pageSize: 10 });
    expect(mine.list).toHaveLength(1);
    expect(mine.list[0]).toMatchObject({ prize_name: result.prize.name, activity_id: demo.id });
  });

  it('refuses outside the window, members not yet approved, and unknown activities', async () => {
    const [b] = await makeBuyers(t.db, 1);
    const { activity } = await makeLottery(t.db, [{ name: '10 积分', kind: 'points', value: 10, weight: 10000 }]);
    const after = new Date(activity.endsAt.getTime() + 1000);
    expect(await refusal(draw({ ...b!, isPassed: true }, activity.id, seededRandom(1), after))).toBe(DRAW_CLOSED);
    expect(await refusal(draw({ ...b!, isPassed: true }, activity.id, seededRandom(1), new Date(activity.startsAt.getTime() - 1000)))).toBe(DRAW_CLOSED);
    expect(await refusal(draw({ ...b!, isPassed: false }, activity.id, seededRandom(1)))).toBe(DRAW_NOT_ALLOWED);
    await t.db.update(lotteryActivities).set({ isEnabled: false }).where(eq(lotteryActivities.id, activity.id));
    expect(String(await refusal(draw({ ...b!, isPassed: true }, activity.id)))).toContain('抽奖活动不存在');
    expect(await countRows(t.db, 'lottery_draws', `activity_id = ${activity.id}`)).toBe(0);
    expect(await countRows(t.db, 'lottery_participants', `activity_id = ${activity.id} and draws > 0`)).toBe(0);
  });

  it('delivers each kind of prize where it belongs', async () => {
    const couponId = await makeCoupon(t.db);
    const buyers = await makeBuyers(t.db, 5);
    const kinds = [
      { name: '50 积分', kind: 'points' as const, value: 50, remarks: '已存入积分' },
      { name: '满100减5券', kind: 'coupon' as const, couponId, remarks: '已放入优惠券' },
      { name: '¥5 余额', kind: 'balance' as const, value: 500, remarks: '已存入余额' },
      { name: '保温杯', kind: 'goods' as const, remarks: '按默认地址发货' },
      { name: '¥8 现金券', kind: 'voucher' as const, value: 800, remarks: '已放入现金券' },
    ];
    for (const [i, k] of kinds.entries()) {
      const b = buyers[i]!;
      const { activity } = await makeLottery(t.db, [{ ...k, weight: 10000, stock: 5 }]);
      const r = await draw({ ...b, isPassed: true }, activity.id, seededRandom(i));
      expect(r.prize).toMatchObject({ name: k.name, remarks: k.remarks, is_win: 1 });
      const [p] = await t.db
        .select()
        .from(lotteryPrizes)
        .where(and(eq(lotteryPrizes.activityId, activity.id), eq(lotteryPrizes.kind, k.kind)));
      expect(p!.stock).toBe(4);
    }
    expect(await pointsOfStore(t.db, buyers[0]!.storeId)).toBe(50);
    expect(await pointsLedgerSum(t.db, buyers[0]!.storeId)).toBe(50);
    const [vouch] = await t.db.select().from(cashVouchers).where(eq(cashVouchers.storeId, buyers[4]!.storeId));
    expect(vouch).toMatchObject({ faceValue: 800, remaining: 800, source: 'prize', name: '¥8 现金券' });
    expect(await t.db.select().from(memberCoupons).where(eq(memberCoupons.storeId, buyers[1]!.storeId))).toHaveLength(1);
    expect(await balanceOf(buyers[2]!.storeId)).toBe(500);
    const [order] = await t.db.select().from(pointsOrders).where(eq(pointsOrders.storeId, buyers[3]!.storeId));
    expect(order).toMatchObject({ name: '保温杯', source: 'lottery', status: 'pending_shipment', points: 0 });
    expect(order!.address?.detail).toContain('测试路');
  });

  it('the winners list masks phone and company', async () => {
    const { id } = await simpleState(null);
    const list = await recentWinners(id);
    expect(list.length).toBeGreaterThan(0);
    for (const w of list) {
      expect(w.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
      expect(w.company).toContain('****');
    }
    expect(JSON.stringify(list)).not.toContain('13800138000');
    expect(JSON.stringify(list)).not.toContain('杭州仁心大药房有限公司');
  });

  it('50 parallel draws by a member with one chance: one draw', async () => {
    const [b] = await makeBuyers(t.db, 1);
    const { activity } = await makeLottery(t.db, [{ name: '1 积分', kind: 'points', value: 1, weight: 10000, stock: 1000 }]);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => draw({ ...b!, isPassed: true }, activity.id)));
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 10000)).toHaveLength(1);
    expect(codes.filter((c) => c === DRAW_NO_CHANCE)).toHaveLength(49);
    expect(await countRows(t.db, 'lottery_draws', `activity_id = ${activity.id}`)).toBe(1);
    expect(await pointsOfStore(t.db, b!.storeId)).toBe(1);
    expect(await pointsLedgerSum(t.db, b!.storeId)).toBe(1);
  });

  it('100 members racing for a prize with stock 3: 3 winners, the rest 谢谢参与', async () => {
    const buyers = await makeBuyers(t.db, 100);
    const { activity, prizes } = await makeLottery(t.db, [
      { name: '一等奖 1000 积分', kind: 'points', value: 1000, weight: 10000, stock: 3 },
      { name: '谢谢参与', kind: 'none', weight: 0 },
    ]);
    const results = await Promise.allSettled(buyers.map((b) => draw({ ...b, isPassed: true }, activity.id)));
    expect(results.map(codeOf).every((c) => c === 10000)).toBe(true);
    const names = results.map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<typeof draw>>>).value.prize.name);
    expect(names.filter((n) => n === '一等奖 1000 积分')).toHaveLength(3);
    expect(names.filter((n) => n === '谢谢参与')).toHaveLength(97);
    const [p] = await t.db.select().from(lotteryPrizes).where(eq(lotteryPrizes.id, prizes[0]!.id));
    expect(p!.stock).toBe(0);
    expect(await countRows(t.db, 'lottery_draws', `activity_id = ${activity.id}`)).toBe(100);
  });

  it('draws are append-only', async () => {
    await expect(t.db.execute('delete from lottery_draws' as never)).rejects.toThrow();
  });
});
