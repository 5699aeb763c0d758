/**
 * Focus content of the promotions: the zone entries with their live state (GET /api/focus/demo),
 * the running activities as posts (GET /api/focus/postList). Each entry says whether its target is
 * live; a link without one reads 活动暂未开始 (spec §8).
 */
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { couponOffers, priceActivities, promotionActivities } from '../db/schema';
import { materializeSessions } from '../promotions/schedule';
import { runningCashbackRule } from '../promotions/cashback-rules';
import { KIND_TEXT } from '../promotions/special';
import { PROMOTION_KIND_TEXT, runningAtSql } from '../promotions/vocabulary';
import { seconds } from './views';

export type ZoneEntry = { key: string; title: string; subtitle: string; url: string; image: string; live: boolean; status_text: string };

/** The promotion zones and whether each has something running now. */
export async function promotionZones(now = new Date()): Promise<ZoneEntry[]> {
  await materializeSessions(now);
  const conn = await db();
  const running = await conn
    .select({ kind: priceActivities.kind, n: sql<number>`count(*)::int` })
    .from(priceActivities)
    .where(and(eq(priceActivities.isEnabled, true), runningAtSql(priceActivities.startsAt, priceActivities.endsAt, now)))
    .groupBy(priceActivities.kind);
  const live = new Set(running.filter((r) => Number(r.n) > 0).map((r) => r.kind));
  const [offers] = await conn
    .select({ n: sql<number>`count(*)::int` })
    .from(couponOffers)
    .where(runningAtSql(couponOffers.startsAt, couponOffers.endsAt, now));
  const [promos] = await conn
    .select({ n: sql<number>`count(*)::int` })
    .from(promotionActivities)
    .where(and(eq(promotionActivities.isEnabled, true), runningAtSql(promotionActivities.startsAt, promotionActivities.endsAt, now)));
  const [welfare] = await conn
    .select({ n: sql<number>`count(*)::int` })
    .from(promotionActivities)
    .where(and(eq(promotionActivities.isEnabled, true), eq(promotionActivities.name, '全场94折'), runningAtSql(promotionActivities.startsAt, promotionActivities.endsAt, now)));
  const cashback = await runningCashbackRule(now);
  const entry = (key: string, title: string, subtitle: string, url: string, isLive: boolean, i: number): ZoneEntry => ({
    key,
    title,
    subtitle,
    url,
    image: `/img/banner/${(i % 11) + 1}.svg`,
    live: isLive,
    status_text: isLive ? '进行中' : '活动暂未开始',
  });
  return [
    entry('spike', '限时秒杀', '整点秒杀 · 每日 0/10/14/20 点四场', '/yyh#spike', live.has('spike'), 0),
    entry('daily', '每日特价', '每天 0 点更新 · 限量特价', '/mrtj', live.has('daily'), 1),
    entry('group', '拼团专区', '多店联采 · 成团享团购价', '/ptzq', live.has('group'), 2),
    entry('clearance', '近效期专场', '近效期品种 · 清仓特价', '/jxqzc', live.has('clearance'), 3),
    entry('coupon', '领券中心', '满减券 · 折扣券 · 无门槛券', '/lqzx', Number(offers?.n ?? 0) > 0, 4),
    entry('welfare', '全场94折', '全场商品 94 折，可叠加满减', '/welfare', Number(welfare?.n ?? 0) > 0, 5),
    entry('cashback', '满额返现', '订单完成返现到余额', '/hb', cashback !== null, 6),
    entry('combo', '组合专区', '组合购买更优惠', '/zhzq', true, 7),
    entry('promo', '促销专区', '满减 · 满折 · 买赠', '/yyh/list', Number(promos?.n ?? 0) > 0, 8),
  ];
}

export type Post = { id: string; kind: string; kind_text: string; title: string; url: string; start_time: number; end_time: number; starts_at: string; ends_at: string };

/** Activities running now or starting within a day, as a list of posts (newest start first). */
export async function activityPosts(now = new Date(), limit = 20): Promise<Post[]> {
  await materializeSessions(now);
  const conn = await db();
  const soon = new Date(now.getTime() + 86_400_000);
  const priced = await conn
    .select()
    .from(priceActivities)
    .where(and(eq(priceActivities.isEnabled, true), lte(priceActivities.startsAt, soon), gt(priceActivities.endsAt, now)))
    .orderBy(asc(priceActivities.startsAt));
  const promos = await conn
    .select()
    .from(promotionActivities)
    .where(and(eq(promotionActivities.isEnabled, true), runningAtSql(promotionActivities.startsAt, promotionActivities.endsAt, now)))
    .orderBy(asc(promotionActivities.id));
  const urlOf: Record<string, string> = { spike: '/yyh#spike', daily: '/mrtj', group: '/ptzq', clearance: '/jxqzc' };
  const posts: Post[] = [
    ...priced.map((a) => ({
      id: `p${a.id}`,
      kind: a.kind,
      kind_text: KIND_TEXT[a.kind],
      title: a.name,
      url: urlOf[a.kind]!,
      start_time: seconds(a.startsAt),
      end_time: seconds(a.endsAt),
      starts_at: a.startsAt.toISOString(),
      ends_at: a.endsAt.toISOString(),
    })),
    ...promos.map((a) => ({
      id: `a${a.id}`,
      kind: a.kind,
      kind_text: PROMOTION_KIND_TEXT[a.kind],
      title: a.name,
      url: a.name === '全场94折' ? '/welfare' : `/yjh/${a.id}`,
      start_time: seconds(a.startsAt),
      end_time: seconds(a.endsAt),
      starts_at: a.startsAt.toISOString(),
      ends_at: a.endsAt.toISOString(),
    })),
  ];
  return posts.slice(0, limit);
}
