/**
 * Promotions as the pricing engine needs them: the enabled activities running now that concern a
 * set of goods (all-goods ones, and goods-scoped ones listing any of them, with their goods lists
 * cut down to that set), and the shipping rule for a province. A store-wide 满折 (全场94折) gets the
 * goods of a running 拼团 among them as `excludedGoodsIds` (their group price is their promotion).
 */
import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { priceActivities, priceActivityGoods, promotionActivities, promotionActivityGoods, shippingRules } from '../db/schema';
import type { Activity, ShippingSettings } from '../pricing';

/** When no rule exists at all (an empty database): ¥15, free from ¥800. */
export const FALLBACK_SHIPPING: ShippingSettings = { shippingAmount: 1500, noTransOrderAmount: 80_000 };

export async function activitiesFor(goodsIds: readonly number[], now = new Date()): Promise<Activity[]> {
  const conn = await db();
  const ids = [...new Set(goodsIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  const running = and(eq(promotionActivities.isEnabled, true), lte(promotionActivities.startsAt, now), gt(promotionActivities.endsAt, now));
  const links = ids.length
    ? await conn
        .select({ activityId: promotionActivityGoods.activityId, goodsId: promotionActivityGoods.goodsId })
        .from(promotionActivityGoods)
        .where(inArray(promotionActivityGoods.goodsId, ids))
    : [];
  const linked = [...new Set(links.map((l) => l.activityId))];
  const scopeFilter = linked.length ? or(eq(promotionActivities.scope, 'all'), inArray(promotionActivities.id, linked)) : eq(promotionActivities.scope, 'all');
  const rows = await conn.select().from(promotionActivities).where(and(running, scopeFilter)).orderBy(promotionActivities.id);
  const storeWideDiscount = rows.some((r) => r.kind === 'discount' && r.scope === 'all');
  const inGroup = storeWideDiscount ? await groupGoodsAmong(ids, now) : [];
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    name: r.name,
    scope: r.scope,
    goodsIds: r.scope === 'goods' ? links.filter((l) => l.activityId === r.id).map((l) => l.goodsId) : [],
    tiers: Array.isArray(r.tiers) ? r.tiers : [],
    withCoupon: r.withCoupon,
    ...(r.kind === 'discount' && r.scope === 'all' ? { excludedGoodsIds: inGroup } : {}),
  }));
}

/** Which of `ids` are goods of a running, enabled 拼团 activity. */
export async function groupGoodsAmong(ids: readonly number[], now = new Date()): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await (
    await db()
  )
    .selectDistinct({ id: priceActivityGoods.goodsId })
    .from(priceActivityGoods)
    .innerJoin(priceActivities, eq(priceActivities.id, priceActivityGoods.activityId))
    .where(
      and(
        inArray(priceActivityGoods.goodsId, [...ids]),
        eq(priceActivities.kind, 'group'),
        eq(priceActivities.isEnabled, true),
        lte(priceActivities.startsAt, now),
        gt(priceActivities.endsAt, now),
      ),
    );
  return rows.map((r) => r.id);
}

/** The shipping rule of a province, else the default rule (province ''), else {@link FALLBACK_SHIPPING}. */
export async function shippingFor(province: string | null | undefined): Promise<ShippingSettings> {
  const rows = await (
    await db()
  )
    .select()
    .from(shippingRules)
    .where(inArray(shippingRules.province, province ? ['', province] : ['']))
    .orderBy(sql`${shippingRules.province} = '' `);
  const row = rows[0];
  return row ? { shippingAmount: row.shippingAmount, noTransOrderAmount: row.noTransOrderAmount } : FALLBACK_SHIPPING;
}
