/** The JSON contract of 首营资料 (issue 25 item 4). Types only. */

/** One file of a goods' 首营资料 as the buyer sees it. */
export type FirstSaleFile = {
  title: string;
  goods_name: string;
  cert_no: string;
  expires_on: string;
  /** expired: 已过期; soon: 30 天内到期. */
  flag: 'expired' | 'soon' | null;
  flag_text: string;
};

/** GET /api/goods/first-sale/{id}: the files and the zip's URL (the answer is null for a goods the store never bought). */
export type FirstSalePack = { url: string; files: FirstSaleFile[] };
