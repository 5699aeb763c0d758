/**
 * Recurring activities (promo_schedules) become one priced session per Shanghai day: yesterday,
 * today and tomorrow are made whenever promotions are read, idempotently (unique schedule + day,
 * `on conflict do nothing`, one transaction per session with its goods). So the spike sessions at
 * 10:00, 14:00 and 20:00 and the daily specials exist every day without a cron, a restart loses
 * nothing, and two servers making the same session make it once.
 */
import { inArray } from 'drizzle-orm';
import { db, type Db } from '../db/client';
import { priceActivities, priceActivityGoods, promoSchedules } from '../db/schema';
import { addShanghaiDays as addDay, shanghaiAt, shanghaiToday as shanghaiDay } from '../../lib/time';

const RECHECK_MS = 60_000;
const lastRun = new WeakMap<object, { day: string; at: number }>();

/** Makes the sessions of every enabled schedule for the days around `now` (throttled to once a minute per day). */
export async function materializeSessions(now = new Date(), options: { force?: boolean } = {}): Promise<void> {
  const conn = await db();
  const today = shanghaiDay(now);
  const last = lastRun.get(conn);
  if (!options.force && last && last.day === today && Math.abs(Date.now() - last.at) < RECHECK_MS) return;
  const schedules = (await conn.select().from(promoSchedules)).filter((s) => s.isEnabled);
  const days = [addDay(today, -1), today, addDay(today, 1)];
  const existing = await conn.select({ scheduleId: priceActivities.scheduleId, day: priceActivities.day }).from(priceActivities).where(inArray(priceActivities.day, days));
  const have = new Set(existing.map((e) => `${e.scheduleId}:${e.day}`));
  for (const s of schedules) {
    for (const day of days) {
      if (have.has(`${s.id}:${day}`)) continue;
      await makeSession(conn, s, day);
    }
  }
  lastRun.set(conn, { day: today, at: Date.now() });
}

async function makeSession(conn: Db, s: typeof promoSchedules.$inferSelect, day: string): Promise<void> {
  await conn.transaction(async (tx) => {
    const [row] = await tx
      .insert(priceActivities)
      .values({
        kind: s.kind,
        name: s.name,
        scheduleId: s.id,
        day,
        startsAt: shanghaiAt(day, s.start),
        endsAt: shanghaiAt(day, s.end),
        withCoupon: s.withCoupon,
      })
      .onConflictDoNothing()
      .returning({ id: priceActivities.id });
    if (!row || s.goods.length === 0) return;
    await tx
      .insert(priceActivityGoods)
      .values(
        s.goods.map((g, i) => ({
          activityId: row.id,
          goodsId: g.goodsId,
          price: g.price,
          stock: g.stock,
          memberLimit: g.memberLimit,
          sort: i,
        })),
      )
      .onConflictDoNothing();
  });
}
