import { cartCount } from '../cart/count';

/** The header's cart badge count (user state `cart`): the number of lines in the store's cart. */
export async function cartCountOf(storeId: number): Promise<number> {
  return cartCount(storeId);
}
