/**
 * Using a held coupon with an order: which unused, valid coupons the store has, one of them checked
 * for an order, and using it — a conditional UPDATE inside the order transaction (`status = 'unused'`),
 * so a coupon pays for one order even when two checkouts race. Cancelling the order (buyer or
 * deadline) gives it back.
 */
import { and, asc, eq, gt, lte, not, sql } from 'drizzle-orm';
import { db, type Db, type Tx } from '../db/client';
import { coupons, memberCoupons } from '../db/schema';
import { BusinessError } from '../http/errors';
import { ORDER_COUPON } from './errors';
import { ruleCols, withCover, type ScopedCoupon } from './scope';
import { NOT_NEW_CUSTOMER, notNewCustomerFor } from './new-customer';

/** A coupon a store holds: the member coupon id with the coupon's rule, scope and end of validity. */
export const heldCols = { id: memberCoupons.id, ...ruleCols, validTo: coupons.validTo };

/** Unused coupons of the store valid at `now`, soonest expiry first. */
export async function unusedCoupons(storeId: number, now = new Date()): Promise<ScopedCoupon[]> {
  const rows = await (
    await db()
  )
    .select(heldCols)
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(
      and(
        eq(memberCoupons.storeId, storeId),
        eq(memberCoupons.status, 'unused'),
        lte(coupons.validFrom, now),
        gt(coupons.validTo, now),
        not(notNewCustomerFor(storeId, sql`${coupons.id}`)),
      ),
    )
    .orderBy(asc(coupons.validTo), asc(memberCoupons.id));
  return withCover(rows);
}

/** One of the store's coupons, usable now, or the refusal. */
export async function couponOf(storeId: number, memberCouponId: number, now = new Date()): Promise<ScopedCoupon> {
  const [c] = await (
    await db()
  )
    .select({ ...heldCols, status: memberCoupons.status, validFrom: coupons.validFrom, barred: notNewCustomerFor(storeId, sql`${coupons.id}`).mapWith(Boolean) })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(and(eq(memberCoupons.id, memberCouponId), eq(memberCoupons.storeId, storeId)));
  if (!c) throw new BusinessError(ORDER_COUPON, '优惠券不存在');
  if (c.status !== 'unused') throw new BusinessError(ORDER_COUPON, '优惠券已被使用');
  if (c.validFrom > now || c.validTo <= now) throw new BusinessError(ORDER_COUPON, '优惠券不在有效期内');
  if (c.barred) throw new BusinessError(ORDER_COUPON, NOT_NEW_CUSTOMER);
  return (await withCover([c]))[0]!;
}

/** Uses the coupon for `orderId` inside the order transaction, or throws (the transaction rolls back). */
export async function redeemCoupon(tx: Tx | Db, storeId: number, memberCouponId: number, orderId: number, now = new Date()): Promise<void> {
  const used = await tx
    .update(memberCoupons)
    .set({ status: 'used', orderId, usedAt: now })
    .where(
      and(
        eq(memberCoupons.id, memberCouponId),
        eq(memberCoupons.storeId, storeId),
        eq(memberCoupons.status, 'unused'),
        not(notNewCustomerFor(storeId, sql`${memberCoupons.couponId}`)),
      ),
    )
    .returning({ id: memberCoupons.id });
  if (used.length === 0) throw new BusinessError(ORDER_COUPON, '优惠券已被使用或不满足使用条件，请重新选择');
}

/** Gives back the coupon of a cancelled order. */
export async function releaseCoupon(tx: Tx | Db, orderId: number): Promise<void> {
  await tx.update(memberCoupons).set({ status: 'unused', orderId: null, usedAt: null }).where(eq(memberCoupons.orderId, orderId));
}
