/**
 * GET /api/goods/quote: what `number` units of a goods cost this store now (line-level rules: ladder,
 * special price, 折扣), from the engine's `quoteGoods`. Approved members only (the cart's refusal
 * otherwise); a goods the viewer may not see is a 404. The detail page renders its first answer and
 * its ladder table from the same inputs (`goodsPriceInputs`).
 */
import { z } from 'zod';
import type { GoodsQuote as WireQuote } from '../../wire/price';
import { NotFoundError } from '../http/errors';
import { idField } from '../http/fields';
import { activitiesFor } from '../promotions';
import { specialPricesFor } from '../promotions/special';
import { quoteGoods, shownLadder, type Activity, type PricingGoods } from '../pricing';
import type { Viewer } from '../auth/viewer';
import { requirePassed, type CartActor } from './actor';
import { pricingGoodsFor } from './lines';
import { quantity } from './schemas';
import { quoteView } from './price-view';

export const quoteQuery = z.object({ goods_id: idField('商品'), number: quantity });

/** The goods as pricing sees it for this store right now (with its special price) and the running activities, or null when hidden. */
export async function goodsPriceInputs(
  goodsId: number,
  viewer: Viewer,
  storeId: number | null,
  now = new Date(),
): Promise<{ pg: PricingGoods; unit: string; activities: Activity[] } | null> {
  const [found, specials, activities] = await Promise.all([pricingGoodsFor([goodsId], viewer), specialPricesFor([goodsId], storeId, now), activitiesFor([goodsId], now)]);
  const f = found.get(goodsId);
  if (!f || !f.pg.visible) return null;
  return { pg: { ...f.pg, special: specials.get(goodsId) ?? null }, unit: f.goods.unit, activities };
}

export async function goodsQuote(actor: CartActor, goodsId: number, number: number): Promise<WireQuote> {
  requirePassed(actor);
  const inputs = await goodsPriceInputs(goodsId, actor.viewer, actor.storeId);
  if (!inputs) throw new NotFoundError('商品不存在或已下架');
  return quoteView(quoteGoods(inputs.pg, number, inputs.activities), inputs.unit);
}

/**
 * Quotes of several goods at their quantities in one go (快捷采购's 今日价格, favourites): goodsId → the
 * same answer as GET /api/goods/quote. Goods the viewer may not see, or whose prices are hidden, are left out.
 */
export async function goodsQuotes(
  wanted: readonly { goodsId: number; number: number }[],
  viewer: Viewer,
  storeId: number | null,
  now = new Date(),
): Promise<Map<number, WireQuote>> {
  const out = new Map<number, WireQuote>();
  if (!viewer.isPassed || wanted.length === 0) return out;
  const ids = [...new Set(wanted.map((w) => w.goodsId))];
  const [found, specials, activities] = await Promise.all([pricingGoodsFor(ids, viewer), specialPricesFor(ids, storeId, now), activitiesFor(ids, now)]);
  for (const w of wanted) {
    const f = found.get(w.goodsId);
    if (!f || !f.pg.visible) continue;
    out.set(w.goodsId, quoteView(quoteGoods({ ...f.pg, special: specials.get(w.goodsId) ?? null }, Math.max(1, w.number), activities), f.goods.unit));
  }
  return out;
}

/** The detail page's first quote (at the box's first quantity) and its ladder rows, or null when the viewer sees no prices. */
export async function detailPrices(
  goodsId: number,
  viewer: Viewer,
  storeId: number | null,
  first: number,
): Promise<{ quote: WireQuote; ladder: { number: number; price: number; unitPrice: number }[] } | null> {
  const inputs = await goodsPriceInputs(goodsId, viewer, storeId);
  if (!inputs) return null;
  return { quote: quoteView(quoteGoods(inputs.pg, Math.max(1, first), inputs.activities), inputs.unit), ladder: shownLadder(inputs.pg, inputs.activities) };
}
