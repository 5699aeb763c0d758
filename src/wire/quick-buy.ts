/**
 * 快捷采购 on the wire (GET /api/user/fast_buy and the /kjcg page's first answer; built by
 * src/server/quick-buy/history.ts, read by src/stores/quick-buy.ts). Types only. Prices are yuan strings.
 */
import type { Goods } from './goods';

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
  last_price: string;
  last_at: string;
  /** Today's goods for this viewer; null when it can no longer be shown or bought. */
  goods: Goods | null;
};

export type FastBuyPage = { total: number; page: number; per_page: number; order: 'count' | 'recent'; keyword: string; list: FastBuyItem[] };
