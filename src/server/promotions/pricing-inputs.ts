/**
 * Promotions as the pricing engine needs them: the enabled activities running now that concern a
 * set of goods (all-goods ones, and goods-scoped ones listing any of them, with their goods lists
 * cut down to that set), and the shipping rule for a province. A store-wide 满折 (全场94折) gets the
 * goods of a running 拼团 among them as `excludedGoodsIds` (their group price is their promotion).
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { prepared } from '../db/prepared';
import { priceActivities, priceActivityGoods, promotionActivities, promotionActivityGoods, shippingRules } from '../db/schema';
import type { Activity, ShippingSettings } from '../pricing';

/** When no rule exists at all (an empty database): ¥15, free from ¥800. */
export const FALLBACK_SHIPPING: ShippingSettings = { shippingAmount: 1500, noTransOrderAmount: 80_000 };

// Read by every cart and checkout: built once (../db/prepared.ts); id lists are one array parameter.
const p = sql.placeholder;
const activityLinks = prepared((db) =>
  db
    .select({ activityId: promotionActivityGoods.activityId, goodsId: promotionActivityGoods.goodsId })
    .from(promotionActivityGoods)
    .where(sql`${promotionActivityGoods.goodsId} = any(${p('ids')})`)
    .prepare('activity_links'),
);
const runningActivities = prepared((db) =>
  db
    .select()
    .from(promotionActivities)
    .where(
      and(
        eq(promotionActivities.isEnabled, true),
        sql`${promotionActivities.startsAt} <= ${p('now')}`,
        sql`${promotionActivities.endsAt} > ${p('now')}`,
        or(eq(promotionActivities.scope, 'all'), sql`${promotionActivities.id} = any(${p('linked')})`),
      ),
    )
    .orderBy(promotionActivities.id)
    .prepare('running_activities'),
);
const groupGoods = prepared((db) =>
  db
    .selectDistinct({ id: priceActivityGoods.goodsId })
    .from(priceActivityGoods)
    .innerJoin(priceActivities, eq(priceActivities.id, priceActivityGoods.activityId))
    .where(
      and(
        sql`${priceActivityGoods.goodsId} = any(${p('ids')})`,
        eq(priceActivities.kind, 'group'),
        eq(priceActivities.isEnabled, true),
        sql`${priceActivities.startsAt} <= ${p('now')}`,
        sql`${priceActivities.endsAt} > ${p('now')}`,
      ),
    )
    .prepare('group_goods_among'),
);
const shippingRulesOf = prepared((db) =>
  db
    .select()
    .from(shippingRules)
    .where(inArray(shippingRules.province, ['', p('province')]))
    .orderBy(sql`${shippingRules.province} = '' `)
    .prepare('shipping_rules_of'),
);

export async function activitiesFor(goodsIds: readonly number[], now = new Date()): Promise<Activity[]> {
  const conn = await db();
  const ids = [...new Set(goodsIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  const links = ids.length ? await activityLinks(conn).execute({ ids }) : [];
  const linked = [...new Set(links.map((l) => l.activityId))];
  const rows = await runningActivities(conn).execute({ now: now.toISOString(), linked });
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
  const rows = await groupGoods(await db()).execute({ ids: [...ids], now: now.toISOString() });
  return rows.map((r) => r.id);
}

/** The shipping rule of a province, else the default rule (province ''), else {@link FALLBACK_SHIPPING}. */
export async function shippingFor(province: string | null | undefined): Promise<ShippingSettings> {
  // No province: '' twice, the default rule only.
  const rows = await shippingRulesOf(await db()).execute({ province: province || '' });
  const row = rows[0];
  return row ? { shippingAmount: row.shippingAmount, noTransOrderAmount: row.noTransOrderAmount } : FALLBACK_SHIPPING;
}
