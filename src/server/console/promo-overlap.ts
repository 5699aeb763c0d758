import { and, eq, gt, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { goods, priceActivities, priceActivityGoods, promoSchedules, promotionActivities, promotionActivityGoods } from '../db/schema';
import { shanghaiAt, shanghaiToday } from '../../lib/time';
import { refuse } from './promo-inputs';

/**
 * The console's rule "a goods joins at most one price-changing activity at a time". Price-changing
 * are the special prices (秒杀, 每日特价, 拼团, 近效期: `price_activities` and the recurring
 * `promo_schedules`) and the goods-scoped 满折 with a real threshold. Two of them may not name one
 * goods in overlapping windows ([start, end) intersecting). The store-wide discount (a 满折 whose
 * lowest tier is ≤ ¥1, e.g. 全场94折) is the background price: a special price replaces it for the
 * goods while it runs (pricing rule 8), so it does not count here — but only one runs at a time.
 * 满减 and 买赠 do not change the unit price and stack by design (pricing README).
 */
export type Claim = { goodsIds: number[]; startsAt: Date; endsAt: Date; selfSpecial?: number; selfDiscount?: number; selfSchedule?: number | null };

/**
 * Serialises the saves that the overlap rule judges: two operators creating overlapping sessions of
 * one goods at once would each see no clash under READ COMMITTED. A transaction-scoped advisory
 * lock makes the second wait for the first and then see its rows.
 */
const PRICE_RULES_LOCK = 18_008;
export async function lockPriceRules(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PRICE_RULES_LOCK})`);
}

/** Activities whose lowest tier is at most this many fen are the store-wide discount (see zone-goods.ts). */
export const STOREWIDE_MAX_THRESHOLD = 100;
const DAY = 86_400_000;

/** Whether a daily schedule (HH:MM–HH:MM every Shanghai day) meets the window. */
export function scheduleMeets(s: { start: string; end: string }, from: Date, to: Date): boolean {
  if (to.getTime() - from.getTime() >= DAY) return true;
  for (const day of new Set([shanghaiToday(from), shanghaiToday(to)])) {
    if (shanghaiAt(day, s.start) < to && shanghaiAt(day, s.end) > from) return true;
  }
  return false;
}

const taken = (goodsId: number, what: string): never => refuse('goods', `商品 #${goodsId} 在该时段已参加「${what}」，一个商品同一时间只能参加一个改价活动`);

/** A time window [from, to), open-ended without `to`, and the activity being saved (never its own clash). */
type Window = { from: Date; to?: Date; except?: number | null };

/** An activity's [startsAt, endsAt) meets the window, and it is not the one being saved. */
function meets(t: { id: PgColumn; startsAt: PgColumn; endsAt: PgColumn }, w: Window): SQL | undefined {
  return and(w.to ? lt(t.startsAt, w.to) : undefined, gt(t.endsAt, w.from), w.except ? ne(t.id, w.except) : undefined);
}

/** Enabled special prices (秒杀, 每日特价, …) naming one of `goodsIds` in the window. */
function specialsOf(tx: Tx, goodsIds: number[], w: Window) {
  return tx
    .select({
      goodsId: priceActivityGoods.goodsId,
      name: priceActivities.name,
      startsAt: priceActivities.startsAt,
      endsAt: priceActivities.endsAt,
      scheduleId: priceActivities.scheduleId,
    })
    .from(priceActivityGoods)
    .innerJoin(priceActivities, eq(priceActivities.id, priceActivityGoods.activityId))
    .where(and(inArray(priceActivityGoods.goodsId, goodsIds), eq(priceActivities.isEnabled, true), meets(priceActivities, w)));
}

/** Enabled goods-scoped 满折 with a real threshold (the price-changing ones) naming one of `goodsIds` in the window. */
function discountsOf(tx: Tx, goodsIds: number[], w: Window) {
  return tx
    .select({ goodsId: promotionActivityGoods.goodsId, name: promotionActivities.name, startsAt: promotionActivities.startsAt, endsAt: promotionActivities.endsAt })
    .from(promotionActivityGoods)
    .innerJoin(promotionActivities, eq(promotionActivities.id, promotionActivityGoods.activityId))
    .where(
      and(
        inArray(promotionActivityGoods.goodsId, goodsIds),
        eq(promotionActivities.kind, 'discount'),
        eq(promotionActivities.scope, 'goods'),
        eq(promotionActivities.isEnabled, true),
        sql`(select min((t->>'amount')::int) from jsonb_array_elements(${promotionActivities.tiers}) t) > ${STOREWIDE_MAX_THRESHOLD}`,
        meets(promotionActivities, w),
      ),
    );
}

/** Refuses (422 on `goods`) when a goods of the claim is already in another price-changing activity in its window. */
export async function refuseOverlap(tx: Tx, claim: Claim): Promise<void> {
  if (claim.goodsIds.length === 0) return;
  const specials = await specialsOf(tx, claim.goodsIds, { from: claim.startsAt, to: claim.endsAt, except: claim.selfSpecial }).limit(1);
  if (specials[0]) taken(specials[0].goodsId, specials[0].name);

  const wanted = new Set(claim.goodsIds);
  const schedules = await tx.select().from(promoSchedules).where(eq(promoSchedules.isEnabled, true));
  for (const s of schedules) {
    if (s.id === claim.selfSchedule) continue;
    const hit = s.goods.find((g) => wanted.has(g.goodsId));
    if (hit && scheduleMeets(s, claim.startsAt, claim.endsAt)) taken(hit.goodsId, `${s.name}（每天 ${s.start}–${s.end}）`);
  }

  const discounts = await discountsOf(tx, claim.goodsIds, { from: claim.startsAt, to: claim.endsAt, except: claim.selfDiscount }).limit(1);
  if (discounts[0]) taken(discounts[0].goodsId, discounts[0].name);
}

/** The goods of a list that do not exist, as a 422 naming the first. */
export async function refuseUnknownGoods(tx: Tx, ids: number[], field = 'goods'): Promise<Map<number, typeof goods.$inferSelect>> {
  const found = ids.length ? await tx.select().from(goods).where(inArray(goods.id, ids)) : [];
  const byId = new Map(found.map((g) => [g.id, g]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) refuse(field, `商品 #${missing} 不存在`);
  return byId;
}

/** Whether two daily clock ranges (HH:MM, '24:00' = midnight) intersect. */
export const clocksMeet = (a: { start: string; end: string }, b: { start: string; end: string }): boolean => a.start < b.end && b.start < a.end;

/**
 * The overlap rule for a recurring schedule (every day from `start` to `end`): its goods may not be
 * in another enabled schedule at an intersecting time, nor in a special price or goods-scoped 满折
 * that has not ended and meets one of its daily sessions. Sessions the schedule itself made are
 * its own and do not count.
 */
export async function refuseScheduleOverlap(tx: Tx, s: { id: number | null; start: string; end: string; goodsIds: number[] }, now = new Date()): Promise<void> {
  if (s.goodsIds.length === 0) return;
  const wanted = new Set(s.goodsIds);
  for (const other of await tx.select().from(promoSchedules).where(eq(promoSchedules.isEnabled, true))) {
    if (other.id === s.id || !clocksMeet(s, other)) continue;
    const hit = other.goods.find((g) => wanted.has(g.goodsId));
    if (hit) taken(hit.goodsId, `${other.name}（每天 ${other.start}–${other.end}）`);
  }
  const specials = await specialsOf(tx, s.goodsIds, { from: now });
  const special = specials.find((a) => (s.id === null || a.scheduleId !== s.id) && scheduleMeets(s, a.startsAt, a.endsAt));
  if (special) taken(special.goodsId, special.name);
  const discounts = await discountsOf(tx, s.goodsIds, { from: now });
  const discount = discounts.find((a) => scheduleMeets(s, a.startsAt, a.endsAt));
  if (discount) taken(discount.goodsId, discount.name);
}
