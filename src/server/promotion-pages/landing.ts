/**
 * Activity landing pages (/yjh/:id, /Hdzx/:ids/:id, /zqmb, /hdmb) read the promotion activities
 * of the cart issue (promotion_activities): name, rules, time window and some of their goods.
 * A disabled activity is treated like a missing one: the page says 活动暂未开始.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { text as safeText } from '../http/text';
import { db } from '../db/client';
import { goods, manufacturers, promotionActivities, promotionActivityGoods } from '../db/schema';
import { PROMOTION_KIND_TEXT, ruleLines, runningAtSql, windowState, type PromotionKind, type WindowState } from '../promotions/vocabulary';

export const GOODS_PREVIEW = 12;

/** The spec's words for a link without a live target (活动暂未开始) and for one not yet started (活动未开始). */
export const STATUS_TEXT: Record<WindowState | 'missing', string> = {
  missing: '活动暂未开始',
  upcoming: '活动未开始',
  running: '活动进行中',
  ended: '活动已结束',
};

export type ActivitySummary = { id: number; name: string; kind: PromotionKind; kindLabel: string; status: WindowState; startsAt: Date; endsAt: Date; url: string };
export type ActivityLanding = ActivitySummary & {
  rules: string[];
  withCoupon: boolean;
  scope: 'all' | 'goods';
  goods: { id: number; name: string; spec: string; maker: string; url: string }[];
  goodsCount: number;
};

/** An activity id from a path or query (`/yjh/3`, `?id=3`); undefined for anything else. */
export const activityId = safeText()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((n) => n <= 2_147_483_647);

export function parseActivityId(raw: string | null | undefined): number | undefined {
  const parsed = activityId.safeParse(raw ?? '');
  return parsed.success ? parsed.data : undefined;
}

/** `1,2,3` → [1, 2, 3] (unparseable entries dropped, duplicates removed, at most 20). */
export function parseActivityIds(raw: string | undefined): number[] {
  const ids = (raw ?? '')
    .split(/[,，]/)
    .map((s) => parseActivityId(s.trim()))
    .filter((n): n is number => n !== undefined);
  return [...new Set(ids)].slice(0, 20);
}

type Row = typeof promotionActivities.$inferSelect;

function summary(row: Row, now: Date): ActivitySummary {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    kindLabel: PROMOTION_KIND_TEXT[row.kind],
    status: windowState(row, now),
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    url: `/yjh/${row.id}`,
  };
}

/** Enabled activities among `ids`, in the order asked. */
export async function activitySummaries(ids: number[], now = new Date()): Promise<ActivitySummary[]> {
  if (!ids.length) return [];
  const rows = await (
    await db()
  )
    .select()
    .from(promotionActivities)
    .where(and(inArray(promotionActivities.id, ids), eq(promotionActivities.isEnabled, true)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [summary(byId.get(id)!, now)] : []));
}

/** Activities running now, oldest first (the zone's list when no activity is named). */
export async function runningActivities(now = new Date(), limit = 20): Promise<ActivitySummary[]> {
  const rows = await (
    await db()
  )
    .select()
    .from(promotionActivities)
    .where(and(eq(promotionActivities.isEnabled, true), runningAtSql(promotionActivities.startsAt, promotionActivities.endsAt, now)))
    .orderBy(asc(promotionActivities.id))
    .limit(limit);
  return rows.map((r) => summary(r, now));
}

/** Everything a landing page shows for activity `id`; undefined when it does not exist or is disabled. */
export async function activityLanding(id: number, now = new Date()): Promise<ActivityLanding | undefined> {
  const conn = await db();
  const [row] = await conn.select().from(promotionActivities).where(eq(promotionActivities.id, id)).limit(1);
  if (!row || !row.isEnabled) return undefined;
  const base = summary(row, now);
  const picked =
    row.scope === 'goods'
      ? await conn
          .select({ id: goods.id, name: goods.name, spec: goods.spec, maker: manufacturers.name })
          .from(promotionActivityGoods)
          .innerJoin(goods, eq(goods.id, promotionActivityGoods.goodsId))
          .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
          .where(and(eq(promotionActivityGoods.activityId, id), eq(goods.isOnSale, true)))
          .orderBy(asc(goods.id))
          .limit(GOODS_PREVIEW)
      : [];
  const [{ n }] = row.scope === 'goods' ? await conn.select({ n: count() }).from(promotionActivityGoods).where(eq(promotionActivityGoods.activityId, id)) : [{ n: 0 }];
  return {
    ...base,
    rules: ruleLines(row.kind, row.tiers),
    withCoupon: row.withCoupon,
    scope: row.scope,
    goods: picked.map((g) => ({ ...g, url: `/list_info/${g.id}` })),
    goodsCount: n,
  };
}
