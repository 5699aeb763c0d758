/** The trace codes shipped per line of an order (for the receiving form to tick off). */
import { eq } from 'drizzle-orm';
import { db } from '../db/client';
import { orderTraceCodes } from '../db/schema';

export async function shippedCodesOf(orderId: number): Promise<Map<number, string[]>> {
  const rows = await (await db()).select({ lineId: orderTraceCodes.lineId, code: orderTraceCodes.code }).from(orderTraceCodes).where(eq(orderTraceCodes.orderId, orderId));
  const out = new Map<number, string[]>();
  for (const r of rows) out.set(r.lineId, [...(out.get(r.lineId) ?? []), r.code]);
  return out;
}
