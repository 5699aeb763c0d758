/**
 * The header's cart badge count (user state `cart`). The cart issue replaces this body with a
 * count of the store's cart lines; until the cart exists it is 0.
 */
export async function cartCountOf(_storeId: number): Promise<number> {
  return 0;
}
