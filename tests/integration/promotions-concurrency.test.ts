/**
 * Races of issue 13 (they must run on PostgreSQL, where the pool really runs them side by side;
 * PGlite runs them too): 200 buyers for 20 spike units, 100 claims for 10 coupons, one store
 * claiming past its limit, the last group seat taken twice at once, and a failed group refunded
 * exactly once when the job runs twice at once or is interrupted — plus the group failure on a
 * controllable clock (every group call takes `now`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { invariants, makeBuyers, newKey, putInCart, stockOf, type Buyer } from '../helpers/orders-fixtures';
import { createOrders } from '../../src/server/orders/create';
import { BusinessError } from '../../src/server/http/errors';
import {
  couponClaims,
  couponOffers,
  coupons,
  groupBuyMembers,
  groupBuys,
  memberCoupons,
  orders,
  priceActivities,
  priceActivityGoods,
  walletEntries,
} from '../../src/server/db/schema';
import { claimCoupon } from '../../src/server/coupons/centre';
import { materializeSessions } from '../../src/server/promotions/schedule';
import { joinGroup, openGroup, refundSeat, sweepGroups } from '../../src/server/group-buy/groups';
import { balanceOf, ledgerSum } from '../../src/server/wallet/ledger';
import { shipOrder } from '../../src/server/orders/actions';
import { codeOf } from '../helpers/outcomes';

let t: TestDb;
let pick: GoodsPicker;
let pool: Buyer[] = [];
/** Buyers made once up front (their phone numbers come from one random tag, so one batch cannot collide). */
const buyersFor = (n: number) => pool.splice(0, n);
const engine = process.env.TEST_DB ?? 'pglite';
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 400 });
  pick = new GoodsPicker(t.db);
  pool = await makeBuyers(t.db, 320, { balance: 500_000 });
});
afterAll(async () => {
  await t?.teardown();
});

async function activityItem(kind: 'spike' | 'group', goodsId: number, o: { price: number; stock: number; memberLimit: number; from?: Date; to?: Date; groupSize?: number }) {
  const now = Date.now();
  const [a] = await t.db
    .insert(priceActivities)
    .values({
      kind,
      name: kind === 'spike' ? '测试秒杀' : '测试拼团',
      startsAt: o.from ?? new Date(now - HOUR),
      endsAt: o.to ?? new Date(now + HOUR),
      groupSize: o.groupSize ?? 0,
      groupHours: 24,
    })
    .returning();
  const [i] = await t.db.insert(priceActivityGoods).values({ activityId: a!.id, goodsId, price: o.price, stock: o.stock, memberLimit: o.memberLimit }).returning();
  return i!;
}

describe(`promotion races on ${engine}`, () => {
  it('200 buyers racing for 20 spike units: exactly 20 sold at the spike price, never more', async () => {
    const g = await pick.take({ stock: 1000, basePrice: 10_000 });
    const item = await activityItem('spike', g, { price: 3_900, stock: 20, memberLimit: 1 });
    const buyers = buyersFor(200);
    const lines = await Promise.all(buyers.map((b) => putInCart(t.db, b.storeId, g, 1)));
    const started = performance.now();
    const results = await Promise.allSettled(
      buyers.map((b, i) => createOrders(b.actor, [lines[i]!], { idempotencyKey: newKey(), addressId: b.addressId, invoice: { type: 'none' }, remark: '' })),
    );
    const ms = performance.now() - started;
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 10000)).toHaveLength(20);
    // The others are told it is sold out: by the conditional UPDATE in the transaction (31001) or, when
    // their cart was read after the 20th sale committed, already by the pricing check before it (20002).
    const losers = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(losers).toHaveLength(180);
    expect(losers.filter((r) => r.reason instanceof BusinessError && [31001, 20002].includes(r.reason.code) && r.reason.message.includes('抢光'))).toHaveLength(180);
    const [row] = await t.db.select().from(priceActivityGoods).where(eq(priceActivityGoods.id, item.id));
    expect(row!.sold).toBe(20);
    // Lines of the racers' orders (the seed's purchase history may hold this goods too).
    const stores = sql.join(
      buyers.map((b) => sql`${b.storeId}`),
      sql`, `,
    );
    const sold = await t.db
      .execute(
        sql`select count(*)::int as n, coalesce(sum(l.unit_price * l.number), 0)::int as amount
      from order_lines l join orders o on o.id = l.order_id where l.goods_id = ${g} and o.store_id in (${stores})`,
      )
      .then((r: any) => (Array.isArray(r) ? r : r.rows)[0]);
    expect(Number(sold.n)).toBe(20);
    expect(Number(sold.amount)).toBe(20 * 3_900);
    expect(await stockOf(t.db, g)).toBe(980);
    console.log(`[promotions] ${engine}: 200 buyers for 20 spike units in ${ms.toFixed(0)} ms → ${codes.filter((c) => c === 10000).length} orders`);
    const inv = await invariants(t.db);
    expect(inv.negativeStock).toBe(0);
  });

  it('one store submitting 10 spike orders at once stays within its limit of 2', async () => {
    const g = await pick.take({ stock: 1000, basePrice: 10_000 });
    const item = await activityItem('spike', g, { price: 5_000, stock: 100, memberLimit: 2 });
    const [b] = buyersFor(1);
    // Ten separate carts of the same store are impossible, so ten keys submit the same single-unit line.
    const line = await putInCart(t.db, b!.storeId, g, 1);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => createOrders(b!.actor, [line], { idempotencyKey: newKey(), addressId: b!.addressId, invoice: { type: 'none' }, remark: '' })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBeGreaterThanOrEqual(1);
    expect(ok).toBeLessThanOrEqual(2); // the line is removed by the first order; the count never passes 2
    const [row] = await t.db.select().from(priceActivityGoods).where(eq(priceActivityGoods.id, item.id));
    expect(row!.sold).toBe(ok);
    const counted = await t.db
      .execute(sql`select number from price_activity_counts where item_id = ${item.id} and store_id = ${b!.storeId}`)
      .then((r: any) => (Array.isArray(r) ? r : r.rows));
    expect(Number(counted[0].number)).toBe(ok);
  });

  it('100 claims for 10 coupons give exactly 10; one store claiming 20 times at once keeps its limit of 2', async () => {
    const now = new Date();
    const [c] = await t.db
      .insert(coupons)
      .values({ name: '抢券测试', kind: 'amount', threshold: 0, value: 100, validFrom: new Date(now.getTime() - HOUR), validTo: new Date(now.getTime() + 100 * HOUR) })
      .returning();
    const [offer] = await t.db
      .insert(couponOffers)
      .values({ couponId: c!.id, total: 10, memberLimit: 1, startsAt: new Date(now.getTime() - HOUR), endsAt: new Date(now.getTime() + HOUR) })
      .returning();
    const buyers = buyersFor(100);
    const results = await Promise.allSettled(buyers.map((b) => claimCoupon(b.storeId, offer!.id)));
    expect(results.map(codeOf).filter((x) => x === 10000)).toHaveLength(10);
    expect(results.map(codeOf).filter((x) => x === 31002)).toHaveLength(90);
    expect(await t.db.select().from(memberCoupons).where(eq(memberCoupons.couponId, c!.id))).toHaveLength(10);
    expect((await t.db.select().from(couponOffers).where(eq(couponOffers.id, offer!.id)))[0]!.claimed).toBe(10);

    const [c2] = await t.db
      .insert(coupons)
      .values({ name: '限领测试', kind: 'amount', threshold: 0, value: 100, validFrom: new Date(now.getTime() - HOUR), validTo: new Date(now.getTime() + 100 * HOUR) })
      .returning();
    const [o2] = await t.db
      .insert(couponOffers)
      .values({ couponId: c2!.id, total: 100, memberLimit: 2, startsAt: new Date(now.getTime() - HOUR), endsAt: new Date(now.getTime() + HOUR) })
      .returning();
    const [one] = buyersFor(1);
    const again = await Promise.allSettled(Array.from({ length: 20 }, () => claimCoupon(one!.storeId, o2!.id)));
    expect(again.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect((await t.db.select().from(couponOffers).where(eq(couponOffers.id, o2!.id)))[0]!.claimed).toBe(2); // refused claims roll back the stock too
    expect((await t.db.select().from(couponClaims).where(eq(couponClaims.offerId, o2!.id)))[0]!.number).toBe(2);
  });

  it('the last group seat taken twice at once goes to one buyer', async () => {
    const g = await pick.take({ stock: 1000, basePrice: 10_000 });
    const item = await activityItem('group', g, { price: 8_000, stock: 100, memberLimit: 10, groupSize: 3 });
    const [a, b, c, d] = buyersFor(4);
    const opened = await openGroup({ storeId: a!.storeId, memberId: a!.memberId }, item.id, 1);
    // Paid, but it ships only once the group succeeded.
    await expect(shipOrder(opened.order_id, '顺丰速运', 'SF1')).rejects.toThrow('尚未成团');
    await joinGroup({ storeId: b!.storeId, memberId: b!.memberId }, opened.group_id, 1);
    const race = await Promise.allSettled([c!, d!].map((x) => joinGroup({ storeId: x.storeId, memberId: x.memberId }, opened.group_id, 1)));
    expect(race.map(codeOf).sort()).toEqual([10000, 31003]);
    const [group] = await t.db.select().from(groupBuys).where(eq(groupBuys.id, opened.group_id));
    expect(group).toMatchObject({ joined: 3, status: 'succeeded' });
    expect((await shipOrder(opened.order_id, '顺丰速运', 'SF1')).status).toBe('shipped');
    const loser = race[0]!.status === 'rejected' ? c! : d!;
    expect(await balanceOf(loser.storeId)).toBe(500_000); // refused: nothing charged
    expect(await t.db.select().from(orders).where(eq(orders.storeId, loser.storeId))).toHaveLength(0);
  });
});

describe(`recurring sessions (${engine})`, () => {
  it('five servers making the sessions of a new day at once make each session once, with its goods once', async () => {
    const day = new Date('2027-03-10T03:00:00Z'); // 11:00 in Shanghai
    await Promise.all(Array.from({ length: 5 }, () => materializeSessions(day, { force: true })));
    const rows = await t.db
      .execute(
        sql`select schedule_id, day::text as day, count(*)::int as n,
        (select count(*)::int from price_activity_goods i where i.activity_id = min(a.id)) as goods
      from price_activities a where a.day between '2027-03-09' and '2027-03-11' group by schedule_id, day`,
      )
      .then((r: any) => (Array.isArray(r) ? r : r.rows));
    const schedules = await t.db.execute(sql`select count(*)::int as n from promo_schedules`).then((r: any) => (Array.isArray(r) ? r : r.rows)[0].n);
    expect(rows).toHaveLength(Number(schedules) * 3); // yesterday, today, tomorrow
    expect(rows.every((r: any) => Number(r.n) === 1 && Number(r.goods) > 0)).toBe(true);
  });
});

describe(`group failure on a controllable clock (${engine})`, () => {
  it('short of buyers at the deadline: fails, refunds every member exactly once although the job runs twice at once, and again', async () => {
    const T = new Date(Date.now() - 30 * HOUR); // the group opens 30 hours ago; 24-hour groups
    const g = await pick.take({ stock: 1000, basePrice: 10_000 });
    const item = await activityItem('group', g, {
      price: 8_000,
      stock: 100,
      memberLimit: 10,
      groupSize: 3,
      from: new Date(T.getTime() - HOUR),
      to: new Date(Date.now() + 100 * HOUR),
    });
    const [a, b] = buyersFor(2);
    const opened = await openGroup({ storeId: a!.storeId, memberId: a!.memberId }, item.id, 2, T);
    await joinGroup({ storeId: b!.storeId, memberId: b!.memberId }, opened.group_id, 1, new Date(T.getTime() + HOUR));
    expect(await balanceOf(a!.storeId)).toBe(500_000 - 16_000);
    expect(await stockOf(t.db, g)).toBe(997);

    // One minute before the deadline nothing happens; joining after the deadline is refused.
    expect(await sweepGroups(new Date(T.getTime() + 24 * HOUR - 60_000))).toMatchObject({ failed: 0 });
    const [late] = buyersFor(1);
    await expect(joinGroup({ storeId: late!.storeId, memberId: late!.memberId }, opened.group_id, 1, new Date(T.getTime() + 24 * HOUR))).rejects.toThrow('该团已结束');

    // At the deadline: two job runs at once.
    const at = new Date(T.getTime() + 24 * HOUR);
    const runs = await Promise.all([sweepGroups(at), sweepGroups(at)]);
    expect(runs.reduce((s, r) => s + r.refunded, 0)).toBe(2);
    expect((await sweepGroups(new Date(at.getTime() + HOUR))).refunded).toBe(0);
    const [group] = await t.db.select().from(groupBuys).where(eq(groupBuys.id, opened.group_id));
    expect(group!.status).toBe('failed');
    expect(await balanceOf(a!.storeId)).toBe(500_000);
    expect(await balanceOf(b!.storeId)).toBe(500_000);
    expect(await ledgerSum(a!.storeId)).toBe(500_000);
    const refunds = await t.db
      .select()
      .from(walletEntries)
      .where(sql`${walletEntries.kind} = 'refund' and ${walletEntries.storeId} in (${a!.storeId}, ${b!.storeId})`);
    expect(refunds.map((r) => r.amount).sort()).toEqual([16_000, 8_000].sort());
    const seats = await t.db.select().from(groupBuyMembers).where(eq(groupBuyMembers.groupId, opened.group_id));
    expect(seats.every((s) => s.status === 'refunded')).toBe(true);
    const os = await t.db
      .select()
      .from(orders)
      .where(
        sql`${orders.id} in (${sql.join(
          seats.map((s) => sql`${s.orderId}`),
          sql`, `,
        )})`,
      );
    expect(os.every((o) => o.status === 'cancelled' && o.refundedAmount === o.paidAmount)).toBe(true);
    expect(await stockOf(t.db, g)).toBe(1000);
    const [row] = await t.db.select().from(priceActivityGoods).where(eq(priceActivityGoods.id, item.id));
    expect(row!.sold).toBe(0);
  });

  it('interrupted half way (group failed, one seat refunded) the next run refunds only the rest', async () => {
    const T = new Date(Date.now() - 30 * HOUR);
    const g = await pick.take({ stock: 1000, basePrice: 10_000 });
    const item = await activityItem('group', g, {
      price: 6_000,
      stock: 100,
      memberLimit: 10,
      groupSize: 5,
      from: new Date(T.getTime() - HOUR),
      to: new Date(Date.now() + 100 * HOUR),
    });
    const [a, b] = buyersFor(2);
    const opened = await openGroup({ storeId: a!.storeId, memberId: a!.memberId }, item.id, 1, T);
    await joinGroup({ storeId: b!.storeId, memberId: b!.memberId }, opened.group_id, 1, T);
    // The "killed" run got as far as failing the group and refunding the first seat.
    await t.db.update(groupBuys).set({ status: 'failed' }).where(eq(groupBuys.id, opened.group_id));
    const seats = await t.db.select().from(groupBuyMembers).where(eq(groupBuyMembers.groupId, opened.group_id)).orderBy(groupBuyMembers.id);
    expect(await refundSeat(seats[0]!.id)).toBe(true);
    expect(await refundSeat(seats[0]!.id)).toBe(false);
    const next = await sweepGroups(new Date());
    expect(next.refunded).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(a!.storeId)).toBe(500_000);
    expect(await balanceOf(b!.storeId)).toBe(500_000);
  });
});
