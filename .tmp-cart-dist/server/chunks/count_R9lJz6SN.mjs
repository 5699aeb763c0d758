import { n as cartItems, t as db } from "./client_BXA_sWCA.mjs";
import { count, eq } from "drizzle-orm";
// src/server/cart/count.ts
/** Item count of a store's cart: its lines (header badge, user state `cart`, GET /api/cart/total). */
async function cartCount(storeId) {
	const [row] = await (await db()).select({ n: count() }).from(cartItems).where(eq(cartItems.storeId, storeId));
	return Number(row?.n ?? 0);
}
export { cartCount as t };
