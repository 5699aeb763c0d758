/**
 * 快捷采购 on the wire (GET /api/user/fast_buy and the /kjcg page's first answer; built by
 * src/server/quick-buy/history.ts, read by src/stores/quick-buy.ts). Types only. Prices are yuan strings.
 */
import type { Goods } from './goods';
import type { GoodsQuote } from './price';

/** One goods the store has bought. */
export type FastBuyItem = {
  goods_id: number;
  name: string;
  ypgg: string;
  bzdw: string;
  sccj: string;
  /** Distinct orders that bought it. */
  times: number;
  total_number: number;
  last_number: number;
  /** The unit price the last order charged after ladder / special / 折扣 (its line price). */
  last_price: string;
  last_at: string;
  /** Today's goods for this viewer; null when it can no longer be shown or bought. */
  goods: Goods | null;
  /** 今日价格: the engine's quote (GET /api/goods/quote) at the quantity the row starts with; null when prices are hidden. */
  today: GoodsQuote | null;
};

export type FastBuyPage = { total: number; page: number; per_page: number; order: 'count' | 'recent'; keyword: string; list: FastBuyItem[] };
