/**
 * 我的收藏 on the wire (GET /api/user/collect…; built by src/server/favorites/, read by src/stores/favorites.ts). Types only.
 */
import type { Goods } from './goods';
import type { GoodsQuote } from './price';

/** The ids of the goods the store has starred (hearts on lists). */
export type FavoriteIds = { goods_ids: number[] };

/** One starred goods; `goods` null when it can no longer be shown. */
export type FavoriteItem = {
  id: number;
  goods_id: number;
  created_at: string;
  invalid: number;
  name: string;
  goods: Goods | null;
  /** 今日价格: the engine's quote (GET /api/goods/quote) at the first quantity one can buy; null when prices are hidden. */
  quote: GoodsQuote | null;
};

export type FavoritePage = { total: number; page: number; per_page: number; list: FavoriteItem[] };
