import type { Goods, GoodsTag } from './goods';
import type { LinePrice } from './price';

/**
 * The cart on the wire: what GET /api/cart/list and every cart mutation answer (built by
 * src/server/cart/view.ts, read by src/stores/cart/). Types only. Amounts are yuan strings ("12.50").
 */

/** One line as POST /api/cart takes it (sent form-encoded as `goods[0][goods_id]=…`). */
export type CartLine = { goods_id: number; price: string; number: number; ck_id: number; type?: number };

/** The goods tag, as the cart islands name it. */
export type CartTag = GoodsTag;

/** A goods object as cart lines carry it (the wire's goods). */
export type CartGoodsBase = Goods;

export type CartGoods = CartGoodsBase & { stock_for_cart: number; combination: { number: number; goods: CartGoodsBase }[] };

export type CartItem = {
  id: number;
  goods_id: number;
  number: number;
  price: string;
  type: number;
  goods_type: number;
  is_selected: number;
  with_coupon: number;
  goods_manjian_amount: string;
  goods_discount_amount: string;
  gift_data: { total: number; type: number };
  raw_price: string;
  raw_price_manjian: string;
  pay_price: string;
  ck_id: number;
  invalid: number;
  invalid_text: string | null;
  warning: string | null;
  step: number;
  min: number;
  max: number;
  ladder: { tier: { number: number; price: string } | null; hint: string | null };
  manjian_id: number | null;
  discount_id: number | null;
  /** The special price the line runs at (spike, daily special, clearance…), or null. */
  activity: { kind: string; name: string; ends_at: string | null; member_limit: number | null } | null;
  /** Whole months until the goods' 有效期至 (Shanghai today), 0 under one month. */
  expiry_months_left: number;
  /** 1: a near-expiry (近效期) line, whose 有效期至 is shown large; `expiry_confirm` 1: the buyer confirms it at step 2. */
  near_expiry_line: number;
  expiry_confirm: number;
  /** When the line was put in the cart (ISO time). */
  created_at: string;
  /** The engine's price model of this line (list → line-level → order-level shares → charged). */
  price_model: LinePrice;
  goods: CartGoods;
};

export type CartTier = { amount: string; value: string | number; status: 0 | 1; label: string };

export type CartActivity = {
  id: number;
  kind: 'manjian' | 'discount';
  /** 满减 / 满折, from the promotions vocabulary. */
  kind_text: string;
  name: string;
  eligible_amount: string;
  tiers: CartTier[];
  applied: string | null;
  reduction: string;
  next: { amount: string; need: string; value: string | number; text: string } | null;
  hint: string;
  /** "9.5折" when a 满折 tier is reached. */
  rate_text: string | null;
  item_ids: number[];
  with_coupon: number;
};

export type CartGroup = { key: string; kind: 'manjian' | 'discount' | 'none'; activity_id: number | null; title: string; item_ids: number[] };

export type CartSummary = {
  count: number;
  invalid_count: number;
  selected_count: number;
  selected_number: number;
  all_selected: number;
  goods_amount: string;
  manjian_amount: string;
  discount_amount: string;
  promotion_amount: string;
  order_amount: string;
  coupon_amount: string;
  shipping_fee: string;
  payable: string;
  problem_ids: number[];
};

export type CartShipping = {
  shipping_amount: string;
  no_trans_order_amount: string;
  shipping_fee: string;
  is_free: number;
  free_reason: string | null;
  need: string;
  text: string;
};

export type CartFilter = { value: number; name: string; count: number; active: number };

/** The whole recomputed cart. */
export type CartData = {
  total: number;
  items: CartItem[];
  invalid_items: CartItem[];
  groups: CartGroup[];
  activity_data: { manjians: CartActivity[]; discounts: CartActivity[] };
  shipping_data: CartShipping;
  filter_data: CartFilter[];
  summary: CartSummary;
};

/** Answers that carry only the item count (GET /api/cart/total, a delete that empties the list view). */
export type CartTotal = { total: number };

/** POST /api/cart and quick_add: the new count and `notice: 'warning'` when a price changed. */
export type CartAdded = { total: number; notice: string };

/** POST /api/cart/checkout: where step 2 is. */
export type CartCheckout = { next: string };

/** POST /api/cart/next_hint ("再买¥X 可减¥Y"). */
export type CartHints = {
  hints: { activity_id: number; kind: string; name: string; text: string; need: string | null }[];
  shipping: { is_free: number; need: string; text: string };
  text: string;
};
