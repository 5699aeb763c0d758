import type { LinePrice } from './price';
/**
 * Checkout and payment on the wire (GET /api/order/confirm, POST /api/order/create, the pay
 * endpoints; built by src/server/orders/checkout.ts and payments, read by src/stores/checkout.ts).
 * Types only. Amounts are yuan strings.
 */
import type { Address } from './account';

export type DraftLine = {
  cart_id: number;
  goods_id: number;
  name: string;
  spec: string;
  unit: string;
  manufacturer: string;
  batch_no: string;
  expiry_date: string;
  image: string;
  number: number;
  price: string;
  raw_price: string;
  pay_price: string;
  manjian_amount: string;
  discount_amount: string;
  gift_number: number;
  activity_names: string[];
  is_ephedrine: number;
  ephedrine_limit: number;
  /** 1: a near-expiry line (clearance price, or < 6 months to expiry) the buyer must confirm. */
  expiry_confirm?: number;
  /** The engine's price model of the line, the chosen coupon's share included. */
  price_model: LinePrice;
};

/** One order of the preview (含麻 goods form an order of their own). */
export type Draft = {
  kind: 'normal' | 'ephedrine';
  kind_text: string;
  lines: DraftLine[];
  goods_amount: string;
  manjian_amount: string;
  discount_amount: string;
  coupon_amount: string;
  shipping_fee: string;
  shipping_text: string;
  payable: string;
  total_number: number;
};

export type CouponOption = {
  id: number;
  name: string;
  text: string;
  kind: 'amount' | 'rate';
  threshold: string;
  valid_to: string;
  /** all goods, goods of categories, or listed goods; `scope_text` says which, `use_url` lists them. */
  scope: 'all' | 'category' | 'goods';
  scope_text: string;
  use_url: string;
  usable: number;
  reduction: string;
  reason: string;
};

/** GET /api/order/confirm: everything step 2 shows for the chosen address and coupon. */
export type CheckoutData = {
  addresses: Address[];
  address_id: number | null;
  orders: Draft[];
  split: number;
  has_ephedrine: number;
  payable: string;
  invoice_title: string;
  coupons: CouponOption[];
  coupon_id: number;
};

/** POST /api/order/create. */
export type OrderCreated = {
  orders: { id: number; order_no: string; kind: string; payable: string; pay_url: string }[];
  next: string;
};

/** The store's credit terms (账期). */
export type Credit = {
  has_credit: number;
  credit_limit: string;
  used: string;
  available: string;
  term_days: number;
  overdue: number;
  overdue_amount: string;
  overdue_count: number;
  next_due: { date: string; amount: string } | null;
  blocked: string;
};

/** The order step 3 pays. */
export type PayOrderData = {
  id: number;
  order_no: string;
  kind: 'normal' | 'ephedrine' | 'points';
  status: string;
  status_text: string;
  payable: string;
  pay_before: string;
  line_count: number;
  total_number: number;
  address_text: string;
  receiver: { name: string; id_number: string; phone: string } | null;
};

/** POST /api/pay/balance and /api/pay/user_credit_pay. */
export type PayResult = { order_id: number; status: string; next: string };

/** POST /api/pay/user_credit_create: whether credit terms can pay this order. */
export type CreditCheck = { can_pay: number; reason: string; credit: Credit };

/** POST /api/pay/user_credit_check. */
export type CreditPaid = { paid: number };

/** POST /api/pay/online_create: the gateway page. */
/** `qr_svg`: the 微信 Native `code_url` as an SVG QR code to scan in the cashier. */
export type OnlinePayStarted = { pay_url: string; trade_no?: string; qr_svg?: string };

/** A usable cash voucher offered at step 3 (used before the balance; issue 12). */
export type PayVoucher = { id: number; name: string; remaining: string; valid_to: string };
