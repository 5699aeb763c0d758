/** The JSON contract of the points-mall APIs (types only): server views return these, stores read them. */
/** A delivery address as the order keeps it. */
export type AddressSnapshot = { consignee: string; phone: string; province: string; city: string; district: string; detail: string };

/** GET /api/points/goods (list entries) */
export type MallGoods = {
  id: number;
  name: string;
  description: string;
  picture: string;
  points: number;
  cash: number;
  cash_yuan: string;
  stock: number;
  limit: number | null;
  taken: number;
  can_take: number;
};

export type PointsOrderStatus = 'pending_shipment' | 'shipped' | 'completed' | 'cancelled';

/** A points order: POST /api/points/redeem, GET /api/points/orders (list entries). */
export type PointsOrder = {
  id: number;
  order_no: string;
  source: 'mall' | 'lottery';
  source_text: string;
  name: string;
  quantity: number;
  points: number;
  cash: string;
  status: PointsOrderStatus;
  status_text: string;
  address: AddressSnapshot | null;
  carrier: string;
  tracking_no: string;
  created_at: string;
  shipped_at: string | null;
};

/** GET /api/points/quote?goods_id=&number= — what redeeming `number` units costs me now (the dialog shows only this). */
export type RedeemQuote = {
  goods_id: number;
  number: number;
  points: number;
  /** Cash part paid from the balance, yuan with two decimals ("0.00" when none). */
  cash: string;
  my_points: number;
  short_points: number;
  can_take: number;
  /** Why it cannot be redeemed as asked (over the limit or stock, points short), else null. */
  message: string | null;
};
