/**
 * The goods object on the wire (lists, details, cart lines; built by the server's goods view, read by
 * the cart store and the islands). Types only. Prices, ladder tiers and limits are null / empty for
 * viewers who may not see prices; `price_notice` then says why.
 */

export type GoodsTag = { name: string; describe: string; color: string; is_show: number; isLadder: number };

export type LadderTier = { number: number; price: string };

/**
 * The quantities the buyer may put in one line, as the server counts them (purchase limit, 含麻 per-order
 * limit, stock, whole 中包装 steps): the stepper's bounds. `max < min`: none can be bought.
 */
export type QuantityRange = { min: number; max: number; step: number };

export type Goods = {
  id: number;
  name: string;
  trade_name: string;
  /** Manufacturer (生产厂家). */
  sccj: string;
  /** Specification (药品规格). */
  ypgg: string;
  /** Unit (包装单位). */
  bzdw: string;
  goods_image: { list: string }[];
  base_price: string | null;
  base_price_fen: number | null;
  retail_price: string | null;
  price_notice: string | null;
  is_buy: number;
  /** Stock. */
  number: number;
  /** Purchase limit (0: none); null when prices are hidden. */
  xg_number: number | null;
  /** The stepper's bounds (same rule as the cart line's); null when prices are hidden. */
  quantity: QuantityRange | null;
  is_dpby: number;
  qg_number: number;
  is_free_shipping: number;
  free_shipping_number: number;
  is_youx: number;
  type: number;
  kind: string;
  ladder_price: LadderTier[];
  ladder_price_type: number;
  tags: GoodsTag[];
  dosage_form: string;
  approval_no: string;
  rx_class: string | null;
  origin: string;
  grade: string;
  device_class: number | null;
  mid_pack: number;
  case_pack: number;
  only_mid_pack: number;
  batch_no: string;
  expiry_date: string;
  /** The expiry the next unit ships with (FEFO over the sellable batches, issue 24); = expiry_date. */
  ship_expiry: string;
  /** 「效期 2027-03 起」 when the units still to sell carry different expiries, else 「效期 2027-03」. */
  expiry_label: string;
  near_expiry: number;
  ck_id: number;
  manufacturer_id: number | null;
  category_id: number | null;
  brand_id: number | null;
  sales: number;
  is_ephedrine: number;
  is_controlled: number;
};

/** One sellable batch on the detail (issue 24), FEFO order; `stock` and `report_url` only for approved members. */
/** The batch the next unit ships from when it is under 6 months and sold only in the 近效期专场 (issue 24). */
export type ZoneOnlyNotice = { batch_no: string; expiry_date: string; message: string };

export type GoodsBatch = { batch_no: string; production_date: string; expiry_date: string; stock: number | null; report_url: string | null };
