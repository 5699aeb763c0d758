/**
 * The special price (秒杀 / 每日特价 / 近效期) each goods has for a store right now: read from the
 * running price activities with what is left of their own stock and of the store's per-member
 * limit. One goods sells at one special price at a time: spike before daily special before
 * clearance, then the lower price; a clearance price ends with its batch's expiry day. 拼团 prices
 * only apply through a group (../group-buy/).
 */
import { sql } from 'drizzle-orm';
import { db } from '../db/client';
import { preparedSql } from '../db/prepared';
import type { PriceActivityKind } from '../db/schema';
import type { SpecialPrice } from '../pricing';
import { materializeSessions } from './schedule';
import { shanghaiToday as shanghaiDay } from '../../lib/time';

export const KIND_RANK: Record<PriceActivityKind, number> = { spike: 0, daily: 1, clearance: 2, group: 3 };
export const KIND_TEXT: Record<PriceActivityKind, string> = { spike: '秒杀', daily: '每日特价', group: '拼团', clearance: '近效期特价' };

type Row = {
  item_id: number;
  activity_id: number;
  goods_id: number;
  kind: PriceActivityKind;
  name: string;
  price: number;
  stock: number;
  sold: number;
  member_limit: number;
  with_coupon: boolean;
  ends_at: string | Date;
  bought: number | null;
};

// Read by every cart and checkout: built once (../db/prepared.ts).
const p = sql.placeholder;
const runningSpecials = preparedSql<Row>(
  'running_specials',
  sql`
    select i.id as item_id, a.id as activity_id, i.goods_id, a.kind, a.name, i.price, i.stock, i.sold, i.member_limit, a.with_coupon, a.ends_at,
      (select c.number from price_activity_counts c where c.item_id = i.id and c.store_id = ${p('storeId')}) as bought
    from price_activity_goods i join price_activities a on a.id = i.activity_id join goods g on g.id = i.goods_id
    where i.goods_id = any(${p('ids')})
      and a.is_enabled and a.kind <> 'group' and a.starts_at <= ${p('now')} and a.ends_at > ${p('now')}
      and (a.kind <> 'clearance' or g.expiry_date > ${p('day')}::date)`,
);

/** Running special prices of `goodsIds` for `storeId` (null: a visitor, no per-member count). */
export async function specialPricesFor(goodsIds: readonly number[], storeId: number | null, now = new Date()): Promise<Map<number, SpecialPrice>> {
  const ids = [...new Set(goodsIds)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  const out = new Map<number, SpecialPrice>();
  if (ids.length === 0) return out;
  await materializeSessions(now);
  const rows = await runningSpecials(await db(), { storeId: storeId ?? 0, ids, now: now.toISOString(), day: shanghaiDay(now) });
  rows.sort((a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind] || Number(a.price) - Number(b.price) || Number(a.item_id) - Number(b.item_id));
  for (const r of rows) {
    const goodsId = Number(r.goods_id);
    if (out.has(goodsId)) continue;
    const memberLimit = Number(r.member_limit);
    out.set(goodsId, {
      itemId: Number(r.item_id),
      activityId: Number(r.activity_id),
      kind: r.kind,
      name: r.name,
      price: Number(r.price),
      withCoupon: r.with_coupon === true || (r.with_coupon as unknown) === 't',
      stockLeft: Math.max(0, Number(r.stock) - Number(r.sold)),
      memberLimit,
      memberLeft: memberLimit > 0 ? Math.max(0, memberLimit - Number(r.bought ?? 0)) : null,
      endsAt: new Date(r.ends_at).toISOString(),
    });
  }
  return out;
}
