/**
 * The store-wide discount (全场94折) as pages show it: the running 满折 activity without a real
 * threshold (lowest tier ≤ ¥1) and the goods it leaves out *right now*, so a goods card, the
 * /welfare list and the cart agree. Left out (README in ../pricing/, rule 10): 含麻 goods and
 * combination packages (by their row), and the goods of a running 秒杀 / 每日特价 / 近效期 activity
 * (special price), of a running 拼团, or of another, goods-scoped 满折.
 */
import { sql } from 'drizzle-orm';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import { cached } from '../cache/memo';
import { shanghaiToday } from '../../lib/time';
import { materializeSessions } from './schedule';

export type WelfareOffer = {
  id: number;
  name: string;
  /** Percent paid (94 = 94折). */
  rate: number;
  withCoupon: boolean;
  startsAt: Date;
  endsAt: Date;
  scope: 'all' | 'goods';
  /** The goods of a goods-scoped offer (empty for a store-wide one). */
  goodsIds: number[];
  /** Goods left out at this moment (see the file comment). */
  excluded: number[];
};

/** The goods facts the card price needs (a goods view for an approved member has `base_price_fen`). */
export type WelfareGoods = { id: number; type: number; is_ephedrine: number; base_price_fen: number | null };

/** Cards: the offer read at most every 5 s (a session boundary shows within that; pages are cached 2 s on top). */
const OFFER_TTL_MS = 5_000;

export function currentWelfareOffer(): Promise<WelfareOffer | null> {
  return cached('welfare-offer', OFFER_TTL_MS, () => loadWelfareOffer(new Date()));
}

export async function loadWelfareOffer(now = new Date()): Promise<WelfareOffer | null> {
  const conn = await db();
  const at = now.toISOString();
  const offers = await queryRows<{
    id: number;
    name: string;
    scope: 'all' | 'goods';
    tiers: { amount: number; value: number }[] | string;
    with_coupon: boolean;
    starts_at: string | Date;
    ends_at: string | Date;
  }>(
    conn,
    sql`select id, name, scope, tiers, with_coupon, starts_at, ends_at from promotion_activities
    where kind = 'discount' and is_enabled and starts_at <= ${at} and ends_at > ${at} order by scope = 'goods', id`,
  );
  const tiersOf = (t: (typeof offers)[number]['tiers']) => (typeof t === 'string' ? (JSON.parse(t) as { amount: number; value: number }[]) : t);
  const a = offers.find((r) => {
    const tiers = tiersOf(r.tiers);
    return tiers.length > 0 && Math.min(...tiers.map((t) => Number(t.amount))) <= 100;
  });
  if (!a) return null;
  const id = Number(a.id);
  await materializeSessions(now);
  const today = shanghaiToday(now);
  const [own, excluded] = await Promise.all([
    a.scope === 'goods' ? queryRows<{ id: number }>(conn, sql`select goods_id as id from promotion_activity_goods where activity_id = ${id}`) : Promise.resolve([]),
    queryRows<{ id: number }>(
      conn,
      sql`
      select i.goods_id as id from price_activity_goods i join price_activities p on p.id = i.activity_id join goods g on g.id = i.goods_id
      where p.is_enabled and p.starts_at <= ${at} and p.ends_at > ${at} and (p.kind <> 'clearance' or g.expiry_date > ${today}::date)
      union
      select l.goods_id as id from promotion_activity_goods l join promotion_activities d on d.id = l.activity_id
      where d.kind = 'discount' and d.scope = 'goods' and d.id <> ${id} and d.is_enabled and d.starts_at <= ${at} and d.ends_at > ${at}
      order by id`,
    ),
  ]);
  return {
    id,
    name: a.name,
    rate: Math.min(...tiersOf(a.tiers).map((t) => Number(t.value))),
    withCoupon: a.with_coupon === true || (a.with_coupon as unknown) === 't',
    startsAt: new Date(a.starts_at),
    endsAt: new Date(a.ends_at),
    scope: a.scope,
    goodsIds: own.map((r) => Number(r.id)),
    excluded: excluded.map((r) => Number(r.id)),
  };
}

/** Whether the offer applies to a goods now (pure). */
export function welfareCovers(offer: WelfareOffer, g: Omit<WelfareGoods, 'base_price_fen'>): boolean {
  if (g.type !== 1 || g.is_ephedrine === 1 || offer.excluded.includes(g.id)) return false;
  return offer.scope === 'all' || offer.goodsIds.includes(g.id);
}

/**
 * The unit price a card shows under the offer, fen (floored, as the cart floors the line's 94%), or
 * null: no offer, not covered, or a viewer who may not see prices (`base_price_fen` null).
 */
export function welfarePrice(offer: WelfareOffer | null, g: WelfareGoods): number | null {
  if (!offer || g.base_price_fen === null || !welfareCovers(offer, g)) return null;
  return Math.floor((g.base_price_fen * offer.rate) / 100);
}
