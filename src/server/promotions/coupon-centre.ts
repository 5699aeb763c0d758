/**
 * 领券中心: offers of coupons (coupon_offers) with a total stock and a per-member limit. A claim is
 * one transaction of three statements, each conditional: the offer's `claimed + 1 <= total` (and
 * the window), the store's count upserted with `number + 1 <= member_limit`, then the member coupon
 * (src/server/wallet/coupons.ts) inserted — so 100 claims for 10 coupons give 10, and a store never
 * holds more than its limit, however many requests race.
 */
import { formatYuan } from '../../lib/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import { db, type Db } from '../db/client';
import { queryRows } from '../db/rows';
import { couponClaims, couponOffers, coupons, memberCoupons } from '../db/schema';
import { BusinessError } from '../http/errors';
import { COUPON_CLAIM_REFUSED } from './errors';

export type OfferState = 'claimable' | 'claimed' | 'sold_out' | 'upcoming' | 'ended';
export const OFFER_STATE_TEXT: Record<OfferState, string> = {
  claimable: '立即领取',
  claimed: '已领取',
  sold_out: '已抢光',
  upcoming: '活动未开始',
  ended: '已结束',
};

export type CouponOffer = {
  id: number;
  couponId: number;
  name: string;
  kind: 'amount' | 'rate';
  kindText: string;
  rule: string;
  threshold: number;
  value: number;
  rate: number;
  maxOff: number | null;
  total: number;
  claimed: number;
  memberLimit: number;
  mine: number;
  state: OfferState;
  startsAt: Date;
  endsAt: Date;
  validTo: Date;
};

const yuan = (fen: number) => formatYuan(fen, { whole: true });

/** 无门槛减¥5 / 满¥200减¥15 / 满¥1000享9折（最多减¥100）. */
export function couponRule(c: { kind: 'amount' | 'rate'; threshold: number; value: number; rate: number; maxOff: number | null }): string {
  const min = c.threshold > 0 ? `满${yuan(c.threshold)}` : '无门槛';
  if (c.kind === 'amount') return `${min}减${yuan(c.value)}`;
  return `${min}享${c.rate % 10 === 0 ? c.rate / 10 : c.rate / 10}折${c.maxOff ? `（最多减${yuan(c.maxOff)}）` : ''}`;
}

/** 满减券 / 折扣券 / 无门槛券. */
export function couponKindText(c: { kind: 'amount' | 'rate'; threshold: number }): string {
  if (c.kind === 'rate') return '折扣券';
  return c.threshold > 0 ? '满减券' : '无门槛券';
}

export function offerState(o: { claimed: number; total: number; memberLimit: number; startsAt: Date; endsAt: Date }, mine: number, now: Date): OfferState {
  if (now < o.startsAt) return 'upcoming';
  if (now >= o.endsAt) return 'ended';
  if (mine >= o.memberLimit) return 'claimed';
  if (o.claimed >= o.total) return 'sold_out';
  return 'claimable';
}

/** The offers of the coupon centre with this store's claims (storeId null: a visitor). */
export async function couponOffersFor(storeId: number | null, now = new Date()): Promise<CouponOffer[]> {
  const conn = await db();
  const rows = await conn
    .select({ o: couponOffers, c: coupons, mine: couponClaims.number })
    .from(couponOffers)
    .innerJoin(coupons, eq(coupons.id, couponOffers.couponId))
    .leftJoin(couponClaims, and(eq(couponClaims.offerId, couponOffers.id), eq(couponClaims.storeId, storeId ?? 0)))
    .orderBy(asc(couponOffers.sort), asc(couponOffers.id));
  return rows
    .filter((r) => r.o.endsAt > now)
    .map(({ o, c, mine }) => ({
      id: o.id,
      couponId: c.id,
      name: c.name,
      kind: c.kind,
      kindText: couponKindText(c),
      rule: couponRule(c),
      threshold: c.threshold,
      value: c.value,
      rate: c.rate,
      maxOff: c.maxOff,
      total: o.total,
      claimed: o.claimed,
      memberLimit: o.memberLimit,
      mine: mine ?? 0,
      state: offerState(o, mine ?? 0, now),
      startsAt: o.startsAt,
      endsAt: o.endsAt,
      validTo: c.validTo,
    }));
}

/** Claims one coupon of offer `offerId` for the store; returns the member coupon id or throws the refusal. */
export async function claimCoupon(storeId: number, offerId: number, now = new Date()): Promise<{ memberCouponId: number; mine: number; left: number }> {
  const conn = await db();
  return conn.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const took = await queryRows<{ coupon_id: number; member_limit: number; left: number }>(
      t,
      sql`
      update coupon_offers set claimed = claimed + 1
      where id = ${offerId} and claimed < total and starts_at <= ${now.toISOString()} and ends_at > ${now.toISOString()}
      returning coupon_id, member_limit, total - claimed as left`,
    );
    if (took.length === 0) {
      const [o] = await tx.select().from(couponOffers).where(eq(couponOffers.id, offerId));
      if (!o) throw new BusinessError(COUPON_CLAIM_REFUSED, '优惠券不存在', 404);
      if (now < o.startsAt) throw new BusinessError(COUPON_CLAIM_REFUSED, '活动未开始');
      if (now >= o.endsAt) throw new BusinessError(COUPON_CLAIM_REFUSED, '领券活动已结束');
      throw new BusinessError(COUPON_CLAIM_REFUSED, '优惠券已抢光');
    }
    const { coupon_id: couponId, member_limit: limit, left } = took[0]!;
    const counted = await queryRows<{ number: number }>(
      t,
      sql`
      insert into coupon_claims (offer_id, store_id, number) values (${offerId}, ${storeId}, 1)
      on conflict (offer_id, store_id) do update set number = coupon_claims.number + 1 where coupon_claims.number + 1 <= ${limit}
      returning number`,
    );
    if (counted.length === 0) throw new BusinessError(COUPON_CLAIM_REFUSED, `该券每人限领 ${limit} 张，您已领取`);
    const [mc] = await tx
      .insert(memberCoupons)
      .values({ storeId, couponId: Number(couponId), receivedAt: now })
      .returning({ id: memberCoupons.id });
    return { memberCouponId: mc!.id, mine: Number(counted[0]!.number), left: Number(left) };
  });
}
