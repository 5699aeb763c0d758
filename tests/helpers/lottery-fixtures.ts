/** Lottery and points-mall fixtures: an activity with chosen prizes, points for buyers. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { coupons, lotteryActivities, lotteryPrizes, stores } from '../../src/server/db/schema';
import { grantPoints } from '../../src/server/points/ledger';

const DAY = 86_400_000;
export type PrizeSpec = Partial<typeof lotteryPrizes.$inferInsert> & { name: string; kind: (typeof lotteryPrizes.$inferInsert)['kind']; weight: number };

/** A running activity (yesterday → in 10 days) with these prizes (谢谢参与 added when missing). */
export async function makeLottery(db: Db, prizes: PrizeSpec[], opts: Partial<typeof lotteryActivities.$inferInsert> = {}) {
  const now = Date.now();
  const [a] = await db
    .insert(lotteryActivities)
    .values({
      name: '测试抽奖',
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + 10 * DAY),
      freeChances: 1,
      maxChances: 5,
      ...opts,
    })
    .returning();
  const all = prizes.some((p) => p.kind === 'none') ? prizes : [...prizes, { name: '谢谢参与', kind: 'none' as const, weight: 0 }];
  const rows = await db
    .insert(lotteryPrizes)
    .values(all.map((p, i) => ({ sort: i, ...p, activityId: a!.id })))
    .returning();
  return { activity: a!, prizes: rows };
}

export async function makeCoupon(db: Db): Promise<number> {
  const [c] = await db
    .insert(coupons)
    .values({ name: '测试满100减5', kind: 'amount', threshold: 10_000, value: 500, validFrom: new Date(Date.now() - DAY), validTo: new Date(Date.now() + 30 * DAY) })
    .returning({ id: coupons.id });
  return c!.id;
}

/** Gives a store (with no points yet) `points` through the points ledger. */
export async function setPoints(db: Db, storeId: number, points: number): Promise<void> {
  await db.transaction((tx) => grantPoints(tx, storeId, points, 'adjustment', `test:${storeId}:${points}`));
}

/** Σ of the store's points ledger (must equal stores.points). */
export async function pointsLedgerSum(db: Db, storeId: number): Promise<number> {
  const r = (await db.execute(sql`select coalesce(sum(amount), 0)::int as n from points_entries where store_id = ${storeId}`)) as any;
  return Number((Array.isArray(r) ? r : r.rows)[0].n);
}

export async function pointsOfStore(db: Db, storeId: number): Promise<number> {
  const [r] = await db.select({ p: stores.points }).from(stores).where(eq(stores.id, storeId));
  return r!.p;
}

export async function countRows(db: Db, table: string, where = 'true'): Promise<number> {
  const r = (await db.execute(sql.raw(`select count(*)::int as n from ${table} where ${where}`))) as any;
  return Number((Array.isArray(r) ? r : r.rows)[0].n);
}
