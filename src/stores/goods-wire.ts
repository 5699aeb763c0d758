/**
 * The goods object of the API as the browser reads it (src/server/catalogue/goods-view.ts builds it):
 * the fields the self-service lists show. Types only.
 */
export type GoodsViewWire = {
  id: number; name: string; trade_name: string; sccj: string; ypgg: string; bzdw: string;
  goods_image: { list: string }[];
  base_price: string | null; price_notice: string | null; ck_id: number;
  /** Stock. */
  number: number; xg_number: number | null; is_buy: number; mid_pack: number; only_mid_pack: number;
  expiry_date: string; near_expiry: number;
};
