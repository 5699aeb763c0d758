/**
 * Goods lists of the zones that reuse the catalogue list (filters, sort, paging): the combination
 * packages (组合购) and the goods of one running promotion (促销专区). The 全场94折 is in ./welfare.ts.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import { goods, promotionActivityGoods } from '../db/schema';
import { cached } from '../cache/memo';

/** Ids of the combination packages on sale (goods type 3). */
export async function comboIds(): Promise<number[]> {
  return (
    await (
      await db()
    )
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.type, 3), eq(goods.isOnSale, true)))
      .orderBy(asc(goods.id))
  ).map((r) => r.id);
}

export type RunningPromotion = { id: number; kind: 'manjian' | 'discount' | 'gift'; name: string; scope: 'all' | 'goods'; goodsCount: number };

/** Running 满减 / 满折 / 买赠 activities with how many goods each names. */
export async function runningPromotions(now = new Date()): Promise<RunningPromotion[]> {
  const rows = await queryRows<{ id: number; kind: RunningPromotion['kind']; name: string; scope: 'all' | 'goods'; n: number }>(
    await db(),
    sql`
    select a.id, a.kind, a.name, a.scope, (select count(*)::int from promotion_activity_goods g where g.activity_id = a.id) as n
    from promotion_activities a where a.is_enabled and a.starts_at <= ${now.toISOString()} and a.ends_at > ${now.toISOString()} order by a.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), kind: r.kind, name: r.name, scope: r.scope, goodsCount: Number(r.n) }));
}

export async function promotionGoodsIds(activityId: number): Promise<number[]> {
  return (await (await db()).select({ id: promotionActivityGoods.goodsId }).from(promotionActivityGoods).where(eq(promotionActivityGoods.activityId, activityId))).map((r) => r.id);
}

/**
 * Which packages on sale hold each goods, read for all goods at once and kept COMBOS_TTL_MS (issue 34:
 * one statement per detail page for a table of a few hundred rows); package and listing writes are
 * console or ERP writes, which drop it at once, and a change made otherwise shows within the TTL.
 */
const COMBOS_TTL_MS = 4_000;

/** Combination packages (on sale) that contain goods `goodsId`, for its detail page: at most six, by id. */
export async function combosContaining(goodsId: number): Promise<number[]> {
  return (await cached('combos-containing', COMBOS_TTL_MS, loadCombosContaining)).get(goodsId) ?? [];
}

async function loadCombosContaining(): Promise<Map<number, number[]>> {
  const rows = await queryRows<{ goods_id: number; id: number }>(
    await db(),
    sql`
    select c.goods_id, c.combo_id as id from goods_combination_items c join goods g on g.id = c.combo_id
    where g.is_on_sale order by c.goods_id, c.combo_id`,
  );
  const out = new Map<number, number[]>();
  for (const r of rows) {
    const list = out.get(Number(r.goods_id)) ?? out.set(Number(r.goods_id), []).get(Number(r.goods_id))!;
    if (list.length < 6) list.push(Number(r.id));
  }
  return out;
}
