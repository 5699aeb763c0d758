/** Shapes the checkout islands receive (as the server sends them: src/server/orders/checkout.ts, payments). */
export type Address = {
  id: number; consignee: string; phone: string; phone_masked: string; province: string; city: string; district: string; detail: string; full: string; is_default: number;
};
export type DraftLine = {
  cart_id: number; goods_id: number; name: string; spec: string; unit: string; manufacturer: string; batch_no: string; expiry_date: string; image: string;
  number: number; price: string; raw_price: string; pay_price: string; manjian_amount: string; discount_amount: string; gift_number: number;
  activity_names: string[]; is_ephedrine: number; ephedrine_limit: number;
  /** 1: a near-expiry (clearance) line the buyer must confirm. */
  expiry_confirm?: number;
};
export type Draft = {
  kind: 'normal' | 'ephedrine'; kind_text: string; lines: DraftLine[]; goods_amount: string; manjian_amount: string; discount_amount: string;
  coupon_amount: string; shipping_fee: string; shipping_text: string; payable: string; total_number: number;
};
export type CouponOption = { id: number; name: string; text: string; kind: 'amount' | 'rate'; threshold: string; valid_to: string; usable: number; reduction: string; reason: string };
export type CheckoutData = {
  addresses: Address[]; address_id: number | null; orders: Draft[]; split: number; has_ephedrine: number; payable: string; invoice_title: string;
  coupons: CouponOption[]; coupon_id: number;
};
export type Credit = {
  has_credit: number; credit_limit: string; used: string; available: string; term_days: number; overdue: number; overdue_amount: string;
  overdue_count: number; next_due: { date: string; amount: string } | null; blocked: string;
};
export type PayOrderData = {
  id: number; order_no: string; kind: 'normal' | 'ephedrine' | 'points'; status: string; status_text: string; payable: string; pay_before: string;
  line_count: number; total_number: number; address_text: string;
  receiver: { name: string; id_number: string; phone: string } | null;
};
