/**
 * 首营资料 of the goods on a detail page: asked once per goods (the page itself is shared by every member,
 * so whether this store bought the goods is known only here). null = not bought (or not logged in).
 */
import { map } from 'nanostores';
import { apiGet } from '../client/api';
import type { FirstSalePack } from '../wire/first-sale';

export const $firstSale = map<Record<string, FirstSalePack | null>>({});

export async function checkFirstSale(goodsId: number): Promise<void> {
  if ($firstSale.get()[goodsId] !== undefined) return;
  try {
    $firstSale.setKey(String(goodsId), await apiGet<FirstSalePack | null>(`/api/goods/first-sale/${goodsId}`, undefined, { silent: true }));
  } catch {
    $firstSale.setKey(String(goodsId), null); // logged out or offline: nothing to show
  }
}
