/**
 * 我的优惠券: GET /api/user/coupon?page,type,status lists the store's coupons by status (1 未使用,
 * 2 已使用, 3 已过期) and kind (0 all, 1 满减, 2 折扣), each with its scope (all goods, categories, goods)
 * and a 去使用 link that lists only the goods it applies to; GET api/user/couponNum counts them.
 */
import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { coupons, memberCoupons } from '../db/schema';
import { fetchPage } from '../db/paging';
import { ALL_GOODS_SCOPE_TEXT, couponUseUrl, scopeTexts } from './scope';
import { heldCols } from './use';
import { couponTerms } from './view';
import type { CouponCounts, MyCouponPage } from '../../wire/coupons';

export type CouponListQuery = { page: number; pageSize: number; type: number; status: number };
export const COUPON_STATUS_TEXT = { 1: '未使用', 2: '已使用', 3: '已过期' } as const;

export async function couponList(storeId: number, q: CouponListQuery, now = new Date()): Promise<MyCouponPage> {
  const conn = await db();
  const where = and(
    eq(memberCoupons.storeId, storeId),
    q.type === 1 ? eq(coupons.kind, 'amount') : q.type === 2 ? eq(coupons.kind, 'rate') : undefined,
    q.status === 1 ? and(eq(memberCoupons.status, 'unused'), gt(coupons.validTo, now)) : undefined,
    q.status === 2 ? eq(memberCoupons.status, 'used') : undefined,
    q.status === 3 ? and(eq(memberCoupons.status, 'unused'), lte(coupons.validTo, now)) : undefined,
  );
  const [{ rows, total }, counts] = await Promise.all([
    fetchPage(
      q,
      (limit, offset) =>
        conn
          .select({ ...heldCols, validFrom: coupons.validFrom, orderId: memberCoupons.orderId, usedAt: memberCoupons.usedAt })
          .from(memberCoupons)
          .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
          .where(where)
          .orderBy(q.status === 1 ? asc(coupons.validTo) : desc(memberCoupons.id), asc(memberCoupons.id))
          .limit(limit)
          .offset(offset),
      () => conn.select({ total: count() }).from(memberCoupons).innerJoin(coupons, eq(coupons.id, memberCoupons.couponId)).where(where),
    ),
    couponCounts(storeId, now),
  ]);
  const scopes = await scopeTexts(rows);
  return {
    total,
    page: q.page,
    counts,
    list: rows.map((c) => ({
      id: c.id,
      ...couponTerms(c),
      scope: c.scope,
      scope_ids: c.scopeIds,
      scope_text: scopes.get(c.couponId) ?? ALL_GOODS_SCOPE_TEXT,
      use_url: couponUseUrl(c),
      valid_from: c.validFrom.toISOString(),
      valid_to: c.validTo.toISOString(),
      status: q.status,
      status_text: COUPON_STATUS_TEXT[q.status as 1 | 2 | 3],
      order_id: c.orderId,
      used_at: c.usedAt?.toISOString() ?? null,
    })),
  };
}

/** Counts per status; `unused` is GET api/user/couponNum's `num`. */
export async function couponCounts(storeId: number, now = new Date()): Promise<CouponCounts> {
  const conn = await db();
  const [row] = await conn
    .select({
      unused: sql<string>`count(*) filter (where ${memberCoupons.status} = 'unused' and ${coupons.validTo} > ${now.toISOString()})`,
      used: sql<string>`count(*) filter (where ${memberCoupons.status} = 'used')`,
      expired: sql<string>`count(*) filter (where ${memberCoupons.status} = 'unused' and ${coupons.validTo} <= ${now.toISOString()})`,
    })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(eq(memberCoupons.storeId, storeId));
  return { unused: Number(row?.unused ?? 0), used: Number(row?.used ?? 0), expired: Number(row?.expired ?? 0) };
}
