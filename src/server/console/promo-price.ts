import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Tx } from '../db/client';
import { PRICE_ACTIVITY_KINDS, priceActivities, priceActivityGoods, type PriceActivityKind } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { materializeSessions } from '../promotions/schedule';
import { formatYuan } from '../../lib/money';
import { checkWindow, flag, int, name, refuse, rows, windowShape } from './promo-inputs';
import { yuan } from '../http/money';
import { lockPriceRules, refuseOverlap, refuseUnknownGoods } from './promo-overlap';

/**
 * Special-price activities in the console: 秒杀 sessions, 每日特价, 拼团 and 近效期, each a window
 * with goods lines (activity price, activity stock, per-member limit). A session made from a
 * recurring schedule is a row like any other and is edited the same way.
 */
export const KIND_TEXT: Record<PriceActivityKind, string> = { spike: '秒杀场次', daily: '每日特价', group: '拼团', clearance: '近效期专场' };

export const GOODS_LINE = z.object({
  goods_id: int('商品编号', 1),
  price: yuan('活动价', { positive: true }),
  stock: int('活动库存', 1, 1_000_000),
  member_limit: int('每人限购', 0, 100_000),
});
export const GOODS_LINE_KEYS = ['goods_id', 'price', 'stock', 'member_limit'];

export const priceActivityInput = z
  .object({
    kind: z.enum(PRICE_ACTIVITY_KINDS, { error: '请选择活动类型' }),
    name: name('活动名称'),
    ...windowShape,
    with_coupon: flag.default(false),
    is_enabled: flag.default(true),
    group_size: int('成团人数', 2, 50).optional(),
    group_hours: int('成团时限', 1, 720).optional(),
    goods: rows('活动商品', GOODS_LINE_KEYS, GOODS_LINE),
  })
  .superRefine((v, ctx) => {
    checkWindow(v, ctx);
    if (v.kind === 'group' && v.group_size === undefined) ctx.addIssue({ code: 'custom', path: ['group_size'], message: '请输入成团人数（至少 2 人）' });
    const seen = new Set<number>();
    for (const g of v.goods) {
      if (seen.has(g.goods_id)) ctx.addIssue({ code: 'custom', path: ['goods'], message: `商品 #${g.goods_id} 重复` });
      seen.add(g.goods_id);
    }
  });
export type PriceActivityInput = z.infer<typeof priceActivityInput>;

type Snapshot = { activity: typeof priceActivities.$inferSelect; goods: (typeof priceActivityGoods.$inferSelect)[] };

async function snapshot(tx: Tx, id: number): Promise<Snapshot | null> {
  const [activity] = await tx.select().from(priceActivities).where(eq(priceActivities.id, id)).for('update');
  if (!activity) return null;
  const lines = await tx.select().from(priceActivityGoods).where(eq(priceActivityGoods.activityId, id)).orderBy(priceActivityGoods.sort).for('update');
  return { activity, goods: lines };
}

/**
 * Creates (id null) or edits a special-price activity. Refuses a price at or above the goods' supply
 * price, an activity stock below what was already sold, removing a line that sold, and a goods that
 * is in another price-changing activity in the window (promo-overlap.ts).
 */
export async function savePriceActivity(tx: Tx, id: number | null, v: PriceActivityInput): Promise<{ id: number; before: Snapshot | null; after: Snapshot }> {
  await lockPriceRules(tx);
  const before = id === null ? null : await snapshot(tx, id);
  if (id !== null && !before) throw new NotFoundError('活动不存在');
  const kind = before?.activity.kind ?? v.kind;
  const ids = v.goods.map((g) => g.goods_id);
  const byId = await refuseUnknownGoods(tx, ids);
  v.goods.forEach((g, i) => {
    const base = byId.get(g.goods_id)!.basePrice;
    if (g.price >= base) refuse('goods', `第 ${i + 1} 行：活动价须低于供货价 ${formatYuan(base)}`);
  });
  if (v.is_enabled) await refuseOverlap(tx, { goodsIds: ids, startsAt: v.starts_at, endsAt: v.ends_at, selfSpecial: id ?? undefined, selfSchedule: before?.activity.scheduleId });
  const sold = new Map((before?.goods ?? []).map((g) => [g.goodsId, g.sold]));
  v.goods.forEach((g, i) => {
    const n = sold.get(g.goods_id) ?? 0;
    if (g.stock < n) refuse('goods', `第 ${i + 1} 行：活动库存不能少于已售的 ${n} 件`);
  });
  const dropped = (before?.goods ?? []).filter((g) => !ids.includes(g.goodsId));
  const soldDropped = dropped.find((g) => g.sold > 0);
  if (soldDropped) refuse('goods', `商品 #${soldDropped.goodsId} 已售出 ${soldDropped.sold} 件，不能移出活动（可把活动库存改为已售数量）`);

  const header = {
    name: v.name,
    startsAt: v.starts_at,
    endsAt: v.ends_at,
    withCoupon: kind === 'group' ? false : v.with_coupon,
    isEnabled: v.is_enabled,
    groupSize: kind === 'group' ? (v.group_size ?? 2) : 0,
    groupHours: kind === 'group' ? (v.group_hours ?? 24) : 24,
  };
  let activityId = id;
  if (activityId === null) {
    const [row] = await tx
      .insert(priceActivities)
      .values({ kind, ...header })
      .returning({ id: priceActivities.id });
    activityId = row!.id;
  } else {
    await tx.update(priceActivities).set(header).where(eq(priceActivities.id, activityId));
  }
  if (dropped.length)
    await tx.delete(priceActivityGoods).where(
      and(
        eq(priceActivityGoods.activityId, activityId),
        inArray(
          priceActivityGoods.goodsId,
          dropped.map((g) => g.goodsId),
        ),
      ),
    );
  for (const [i, g] of v.goods.entries()) {
    const values = { price: g.price, stock: g.stock, memberLimit: g.member_limit, sort: i };
    await tx
      .insert(priceActivityGoods)
      .values({ activityId, goodsId: g.goods_id, ...values })
      .onConflictDoUpdate({ target: [priceActivityGoods.activityId, priceActivityGoods.goodsId], set: values });
  }
  return { id: activityId, before, after: (await snapshot(tx, activityId))! };
}

export type PriceActivityRow = Snapshot['activity'] & { lines: (Snapshot['goods'][number] & { goodsName: string })[] };

/** Activities of one kind that have not ended more than a day ago, newest first (the console list). */
export async function priceActivityList(kind: PriceActivityKind, now = new Date()): Promise<PriceActivityRow[]> {
  await materializeSessions(now); // today's sessions of the recurring schedules, as the shop shows them
  const conn = await db();
  const list = await conn
    .select()
    .from(priceActivities)
    .where(and(eq(priceActivities.kind, kind), gte(priceActivities.endsAt, new Date(now.getTime() - 86_400_000))))
    .orderBy(desc(priceActivities.startsAt), desc(priceActivities.id))
    .limit(40);
  if (!list.length) return [];
  const lines = await conn
    .select({ line: priceActivityGoods, goodsName: sql<string>`(select name from goods where goods.id = ${priceActivityGoods.goodsId})` })
    .from(priceActivityGoods)
    .where(
      inArray(
        priceActivityGoods.activityId,
        list.map((a) => a.id),
      ),
    )
    .orderBy(priceActivityGoods.sort);
  return list.map((a) => ({ ...a, lines: lines.filter((l) => l.line.activityId === a.id).map((l) => ({ ...l.line, goodsName: l.goodsName })) }));
}
