/**
 * THE way a store gets a coupon: one `member_coupons` row (unused, received now), written inside the
 * caller's transaction — the 领券中心 claim (after its offer and per-store counts), a lottery prize
 * (with the draw) and an operator's grant in the console (with its audit entry). Nothing else inserts
 * member coupons (the demo data aside).
 */
import type { Tx } from '../db/client';
import { memberCoupons } from '../db/schema';

/** Gives `storeId` one coupon `couponId`; returns the member coupon id. */
export async function grantCoupon(tx: Tx, storeId: number, couponId: number, now = new Date()): Promise<number> {
  const [row] = await tx.insert(memberCoupons).values({ storeId, couponId, receivedAt: now }).returning({ id: memberCoupons.id });
  return row!.id;
}
