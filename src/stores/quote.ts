/**
 * The detail page's live quote: GET /api/goods/quote for a goods at a quantity (the engine's answer,
 * never computed here). The latest request wins; errors leave the last answer and say nothing
 * (the add button still refuses with the server's message).
 */
import { map } from 'nanostores';
import { apiGet } from '../client/api';
import type { GoodsQuote } from '../wire/price';

export type { GoodsQuote } from '../wire/price';

/** Quotes by goods id. */
export const $quotes = map<Record<string, GoodsQuote>>({});
const latest = new Map<number, number>();

export async function loadQuote(goodsId: number, number: number): Promise<void> {
  latest.set(goodsId, number);
  try {
    const quote = await apiGet<GoodsQuote>('/api/goods/quote', { goods_id: goodsId, number }, { silent: true });
    if (latest.get(goodsId) === number) $quotes.setKey(String(goodsId), quote);
  } catch {
    // Silent: the last answer stays; the cart re-checks everything when the goods are added.
  }
}
