/** The stored 收货验收 of an order as the exports carry it (null: not checked yet). */
import { eq } from 'drizzle-orm';
import { db } from '../db/client';
import { orderReceivings } from '../db/schema';

export async function receivingRecord(orderId: number) {
  const [r] = await (await db()).select().from(orderReceivings).where(eq(orderReceivings.orderId, orderId));
  return r ? { checked_at: r.createdAt.toISOString(), member_id: r.memberId, return_id: r.returnId, lines: r.lines } : null;
}
