/**
 * 领券中心: offers of coupons (coupon_offers) with a total stock and a per-store limit. A claim is one
 * transaction of three statements, each conditional: the offer's `claimed + 1 <= total` (and the
 * window), the store's count upserted with `number + 1 <= member_limit`, then the coupon granted
 * (`grantCoupon`) — so 100 claims for 10 coupons give 10, and a store never holds more than its
 * limit, however many requests race. A refusal carries its state code (`data.state`, src/wire/coupons.ts).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { db, type Db } from '../db/client';
import { queryRows } from '../db/rows';
import { couponClaims, couponOffers, coupons } from '../db/schema';
import { BusinessError } from '../http/errors';
import { windowState } from '../promotions/vocabulary';
import type { ClaimRefusalState, OfferState } from '../../wire/coupons';
import { COUPON_CLAIM_REFUSED } from './errors';
import { grantCoupon } from './grant';
import { couponKindText, couponText, type CouponRule } from './text';

export type { OfferState };
export const OFFER_STATE_TEXT: Record<OfferState, string> = {
  claimable: '立即领取',
  claimed: '已领取',
  sold_out: '已抢光',
  upcoming: '活动未开始',
  ended: '已结束',
};

export type CouponOffer = CouponRule & {
  id: number;
  couponId: number;
  name: string;
  kindText: string;
  rule: string;
  total: number;
  claimed: number;
  memberLimit: number;
  mine: number;
  state: OfferState;
  startsAt: Date;
  endsAt: Date;
  validTo: Date;
};

type OfferCounts = { claimed: number; total: number; memberLimit: number; startsAt: Date; endsAt: Date };

/** The offer's state for a store holding `mine` of it, at `now` (the promotions' window rule). */
export function offerState(o: OfferCounts, mine: number, now: Date): OfferState {
  const window = windowState(o, now);
  if (window !== 'running') return window;
  if (mine >= o.memberLimit) return 'claimed';
  if (o.claimed >= o.total) return 'sold_out';
  return 'claimable';
}

/** The offers of the coupon centre with this store's claims (storeId null: a visitor); ended ones left out. */
export async function couponOffersFor(storeId: number | null, now = new Date()): Promise<CouponOffer[]> {
  const conn = await db();
  const rows = await conn
    .select({ o: couponOffers, c: coupons, mine: couponClaims.number })
    .from(couponOffers)
    .innerJoin(coupons, eq(coupons.id, couponOffers.couponId))
    .leftJoin(couponClaims, and(eq(couponClaims.offerId, couponOffers.id), eq(couponClaims.storeId, storeId ?? 0)))
    .orderBy(asc(couponOffers.sort), asc(couponOffers.id));
  return rows
    .map(({ o, c, mine }) => ({
      id: o.id,
      couponId: c.id,
      name: c.name,
      kind: c.kind,
      kindText: couponKindText(c),
      rule: couponText(c),
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
    }))
    .filter((o) => o.state !== 'ended');
}

import { NOT_NEW_CUSTOMER, notNewCustomerFor } from './new-customer';

const refused = (state: ClaimRefusalState, message: string, status = 200) => new BusinessError(COUPON_CLAIM_REFUSED, message, status, { state });

/** Claims one coupon of offer `offerId` for the store; returns the member coupon id or throws the refusal (with its state). */
export async function claimCoupon(storeId: number, offerId: number, now = new Date()): Promise<{ memberCouponId: number; mine: number; left: number }> {
  const conn = await db();
  return conn.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const took = await queryRows<{ coupon_id: number; member_limit: number; left: number }>(
      t,
      sql`
      update coupon_offers o set claimed = claimed + 1
      where id = ${offerId} and claimed < total and starts_at <= ${now.toISOString()} and ends_at > ${now.toISOString()}
        and not ${notNewCustomerFor(storeId, sql`o.coupon_id`)}
      returning coupon_id, member_limit, total - claimed as left`,
    );
    if (took.length === 0) {
      const [o] = await tx.select().from(couponOffers).where(eq(couponOffers.id, offerId));
      if (!o) throw refused('missing', '优惠券不存在', 404);
      const window = windowState(o, now);
      if (window === 'upcoming') throw refused('upcoming', '活动未开始');
      if (window === 'ended') throw refused('ended', '领券活动已结束');
      const [barred] = await queryRows<{ x: number }>(t, sql`select 1 as x where ${notNewCustomerFor(storeId, sql`${o.couponId}`)}`);
      if (barred) throw refused('not_new', NOT_NEW_CUSTOMER);
      throw refused('sold_out', '优惠券已抢光');
    }
    const { coupon_id: couponId, member_limit: limit, left } = took[0]!;
    const counted = await queryRows<{ number: number }>(
      t,
      sql`
      insert into coupon_claims (offer_id, store_id, number) values (${offerId}, ${storeId}, 1)
      on conflict (offer_id, store_id) do update set number = coupon_claims.number + 1 where coupon_claims.number + 1 <= ${limit}
      returning number`,
    );
    if (counted.length === 0) throw refused('claimed', `该券每人限领 ${limit} 张，您已领取`);
    const memberCouponId = await grantCoupon(tx, storeId, Number(couponId), now);
    return { memberCouponId, mine: Number(counted[0]!.number), left: Number(left) };
  });
}
