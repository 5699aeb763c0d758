import { count, eq } from 'drizzle-orm';
import { db } from '../db/client';
import { cartItems } from '../db/schema';

/** Item count of a store's cart: its lines (header badge, user state `cart`, GET /api/cart/total). */
export async function cartCount(storeId: number): Promise<number> {
  const [row] = await (await db()).select({ n: count() }).from(cartItems).where(eq(cartItems.storeId, storeId));
  return Number(row?.n ?? 0);
}
