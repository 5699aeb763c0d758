/** The JSON contract of the replenishment loop (issue 29): 到货通知 and 常购清单. Types only. */

/** A store's waiting 到货通知. */
export type ArrivalNoticeView = { goods_id: number; quantity: number; created_at: string };

import type { Goods } from './goods';

/** 常买: one goods the store bought in the last 180 days (GET /api/user/cgqd, page /cgqd). */
export type FrequentItem = {
  goods_id: number;
  name: string;
  ypgg: string;
  bzdw: string;
  sccj: string;
  /** Distinct orders in the window that bought it. */
  times: number;
  last_number: number;
  /** Unit price paid last time, yuan string. */
  last_price: string;
  last_at: string;
  /** Average days between those orders; null when bought once. */
  interval_days: number | null;
  /** 建议采购量, rounded up to the 中包装 (0 = what was bought last should still last). */
  suggested: number;
  /** Why, in one line. */
  suggestion: string;
  in_stock: boolean;
  /** Today's goods for this viewer (price, stock, limits); null when it can no longer be shown or bought. */
  goods: Goods | null;
};

export type FrequentList = { days: number; list: FrequentItem[] };

/** GET /api/user/arrival_notice?goods_id=: the store's waiting notice for the goods, null when none. */
export type ArrivalNoticeAnswer = { notice: ArrivalNoticeView | null };
/** POST /api/user/arrival_notice: the notice as stored. */
export type ArrivalNoticeAsked = { notice: ArrivalNoticeView };

/** A store's watched 降价通知 (GET|POST /api/user/price_notice). */
export type PriceDropView = { goods_id: number; name: string; expected_price: string; expires_at: string };

/** 常看: a goods the store viewed, with today's goods view. */
export type ViewedItem = { goods_id: number; views: number; last_at: string; goods: Goods };

/** 我的清单: a list the store keeps, with its goods (today's view; null when hidden or gone). */
export type BuyerList = { id: number; name: string; items: { goods_id: number; name: string; goods: Goods | null }[] };

/** GET /api/user/price_notice?goods_id=: the store's watched notice for the goods, null when none. */
export type PriceDropAnswer = { notice: PriceDropView | null };
/** POST /api/user/price_notice: the notice as stored. */
export type PriceDropAsked = { notice: PriceDropView };

/** GET /api/user/cgqd/lists: 我的清单 of the active store. */
export type BuyerListsAnswer = { list: BuyerList[] };
/** POST /api/user/cgqd/lists: the new, empty list. */
export type BuyerListCreated = { list: { id: number; name: string } };

/** GET|POST /api/user/notice_settings: whether 到货/降价通知 also come by SMS. */
export type NoticeSettings = { sms: boolean };
