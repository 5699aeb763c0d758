/**
 * A coupon definition (`coupons`) and its 领券中心 offer (`coupon_offers`) as stored: read with the
 * rows locked (for an edit and its audit snapshot), written, listed. The console validates what an
 * operator typed (console/promo-coupons.ts) and calls these; nothing else writes the rows.
 */
import { desc, eq } from 'drizzle-orm';
import { db, type Tx } from '../db/client';
import { couponOffers, coupons } from '../db/schema';

export type CouponDefinition = Omit<typeof coupons.$inferInsert, 'id' | 'createdAt'>;
export type OfferTerms = { total: number; memberLimit: number; startsAt: Date; endsAt: Date };

/** The coupon and its offer (null when it has none), both locked FOR UPDATE; null for an unknown coupon. */
export async function couponSnapshot(tx: Tx, id: number) {
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  if (!coupon) return null;
  const [offer] = await tx.select().from(couponOffers).where(eq(couponOffers.couponId, id)).for('update');
  return { coupon, offer: offer ?? null };
}

/**
 * Creates (`id` null) or overwrites a coupon; `offer` creates or updates its 领券中心 offer (null leaves
 * the offer as it is, or without one). Returns the coupon id.
 */
export async function saveCouponDefinition(tx: Tx, id: number | null, values: CouponDefinition, offer: OfferTerms | null): Promise<number> {
  const couponId = id === null ? (await tx.insert(coupons).values(values).returning({ id: coupons.id }))[0]!.id : id;
  if (id !== null) await tx.update(coupons).set(values).where(eq(coupons.id, id));
  if (offer) {
    const [had] = await tx.select({ id: couponOffers.id }).from(couponOffers).where(eq(couponOffers.couponId, couponId));
    if (had) await tx.update(couponOffers).set(offer).where(eq(couponOffers.id, had.id));
    else await tx.insert(couponOffers).values({ couponId, ...offer });
  }
  return couponId;
}

/** The latest coupons with their offer, newest first (the console's list). */
export async function couponsWithOffers(limit = 100) {
  return (await db())
    .select({ coupon: coupons, offer: couponOffers })
    .from(coupons)
    .leftJoin(couponOffers, eq(couponOffers.couponId, coupons.id))
    .orderBy(desc(coupons.id))
    .limit(limit);
}
