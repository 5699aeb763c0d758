/**
 * What the promotion zones show: the spike sessions of the day (秒杀), today's specials (每日特价),
 * the group-purchase goods (拼团), the near-expiry clearance (近效期专场) and every goods in a running
 * activity (促销专区). Items come with the goods as the catalogue shows them (prices only for
 * approved buyers), the activity price, what is left of the activity stock and the per-member limit.
 */
import { sql } from 'drizzle-orm';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import type { PriceActivityKind } from '../db/schema';
import type { Viewer } from '../auth/viewer';
import { goodsByIds } from '../catalogue/goods-query';
import { goodsView, type GoodsView } from '../catalogue/goods-view';
import { canUsePrices } from '../catalogue/goods-list';
import { materializeSessions } from '../promotions/schedule';
import { windowState, type WindowState } from '../promotions/vocabulary';
import { addShanghaiDays as addDay, shanghaiToday, shanghaiToday as shanghaiDay } from '../../lib/time';

export type ActivityState = WindowState;
export const STATE_TEXT: Record<ActivityState, string> = { upcoming: '即将开始', running: '抢购中', ended: '已结束' };

export type ZoneItem = {
  itemId: number;
  goods: GoodsView;
  price: number | null;
  basePrice: number | null;
  stock: number;
  sold: number;
  left: number;
  memberLimit: number;
};
export type ZoneActivity = {
  id: number;
  kind: PriceActivityKind;
  name: string;
  startsAt: Date;
  endsAt: Date;
  state: ActivityState;
  withCoupon: boolean;
  groupSize: number;
  groupHours: number;
  items: ZoneItem[];
};

type Row = {
  activity_id: number;
  kind: PriceActivityKind;
  name: string;
  starts_at: string | Date;
  ends_at: string | Date;
  with_coupon: boolean;
  group_size: number;
  group_hours: number;
  item_id: number | null;
  goods_id: number | null;
  price: number | null;
  stock: number | null;
  sold: number | null;
  member_limit: number | null;
};

/** Activities of `kinds` whose window meets [from, to), with their goods visible to `viewer`, by start time. */
export async function zoneActivities(kinds: PriceActivityKind[], viewer: Viewer, range: { from: Date; to: Date }, now = new Date()): Promise<ZoneActivity[]> {
  await materializeSessions(now);
  const rows = await queryRows<Row>(
    await db(),
    sql`
    select a.id as activity_id, a.kind, a.name, a.starts_at, a.ends_at, a.with_coupon, a.group_size, a.group_hours,
      i.id as item_id, i.goods_id, i.price, i.stock, i.sold, i.member_limit
    from price_activities a left join price_activity_goods i on i.activity_id = a.id
    where a.is_enabled and a.kind in (${sql.join(
      kinds.map((k) => sql`${k}`),
      sql`, `,
    )})
      and a.ends_at > ${range.from.toISOString()} and a.starts_at < ${range.to.toISOString()}
    order by a.starts_at, a.id, i.sort, i.id`,
  );
  const visible = new Map((await goodsByIds([...new Set(rows.flatMap((r) => (r.goods_id ? [Number(r.goods_id)] : [])))], viewer)).map((g) => [g.id, g]));
  const today = shanghaiToday(now);
  const prices = canUsePrices(viewer);
  const out = new Map<number, ZoneActivity>();
  for (const r of rows) {
    const id = Number(r.activity_id);
    if (!out.has(id)) {
      const startsAt = new Date(r.starts_at);
      const endsAt = new Date(r.ends_at);
      out.set(id, {
        id,
        kind: r.kind,
        name: r.name,
        startsAt,
        endsAt,
        state: windowState({ startsAt, endsAt }, now),
        withCoupon: r.with_coupon === true,
        groupSize: Number(r.group_size),
        groupHours: Number(r.group_hours),
        items: [],
      });
    }
    const g = r.goods_id ? visible.get(Number(r.goods_id)) : undefined;
    if (!g || r.item_id === null) continue;
    if (r.kind === 'clearance' && g.expiryDate <= today) continue; // an expired batch is not sold at any price here
    const stock = Number(r.stock);
    const sold = Number(r.sold);
    out.get(id)!.items.push({
      itemId: Number(r.item_id),
      goods: goodsView(g, viewer, today),
      price: prices ? Number(r.price) : null,
      basePrice: prices ? g.basePrice : null,
      stock,
      sold,
      left: Math.max(0, stock - sold),
      memberLimit: Number(r.member_limit),
    });
  }
  return [...out.values()];
}

/** Today's spike sessions (Shanghai day) plus tomorrow's first one (the next to come after the last session). */
export async function spikeSessions(viewer: Viewer, now = new Date()): Promise<ZoneActivity[]> {
  const today = shanghaiDay(now);
  const from = new Date(Date.parse(`${today}T00:00:00+08:00`));
  const to = new Date(Date.parse(`${addDay(today, 1)}T23:59:59+08:00`));
  const all = await zoneActivities(['spike'], viewer, { from, to }, now);
  const todays = all.filter((a) => shanghaiDay(a.startsAt) === today);
  const next = all.find((a) => shanghaiDay(a.startsAt) !== today);
  return next && !todays.some((a) => a.state !== 'ended') ? [...todays, next] : todays;
}

/** The daily specials running now (the Shanghai calendar day). */
export async function dailySpecials(viewer: Viewer, now = new Date()): Promise<ZoneActivity | null> {
  const list = await zoneActivities(['daily'], viewer, { from: now, to: new Date(now.getTime() + 1) }, now);
  return list.find((a) => a.state === 'running') ?? null;
}

/** Running long activities of one kind (拼团, 近效期). */
export async function runningOf(kind: PriceActivityKind, viewer: Viewer, now = new Date()): Promise<ZoneActivity[]> {
  return (await zoneActivities([kind], viewer, { from: now, to: new Date(now.getTime() + 1) }, now)).filter((a) => a.state === 'running');
}
