/**
 * The wallet pages on the wire (余额, 充值, 账期 bills and repayments, 积分, 现金券; 优惠券 are in coupons.ts; built by
 * src/server/wallet/, src/server/credit/ and src/server/points/, read by src/stores/wallet.ts and the
 * member centre). Types only. Amounts are yuan strings.
 */

/** A page of a list answer; some lists add figures of their own beside it. */
export type Page<T> = { total: number; page: number; list: T[] };

/** GET /api/user/user_money. */
export type Balance = { user_money: string; balance: string };

/** One line of GET /api/user/user_money_log (the balance ledger). */
export type MoneyEntry = {
  id: number;
  use_type: string;
  use_type_text: string;
  amount: string;
  balance: string;
  ref: string;
  ref_text: string;
  ref_url: string | null;
  note: string;
  created_at: string;
};

/** GET /api/user/user_money_log. */
export type MoneyLog = Page<MoneyEntry> & { page_size: number };

/** GET /api/moneys/moneyConfig: top-up amounts and the bonus tiers. */
export type MoneyConfig = {
  presets: string[];
  min: string;
  max: string;
  bonus: { min: string; voucher: string; text: string }[];
  bonus_valid_days: number;
  online: number;
  channels?: { id: string; label: string }[];
};

/**
 * POST /api/moneys/recharge: the top-up started; the page goes to the cashier, or shows `qr_svg` (the
 * 微信 Native code to scan) when the channel answers a code, not a page.
 */
export type TopUpStarted = { trade_no: string; amount: string; bonus: string; pay_url: string; qr_svg?: string };

/** GET /api/moneys/recharge_check. */
export type TopUpState = { trade_no: string; amount: string; bonus: string; status: string; paid: number; paid_at: string | null };

/** One 账期 bill of GET /api/user/user_credit_list. */
export type Bill = {
  id: number;
  bill_no: string;
  amount: string;
  repaid_amount: string;
  outstanding: string;
  status: string;
  phase: string;
  status_text: string;
  overdue: number;
  period: { from: string; to: string };
  statement_date: string;
  due_date: string;
  orders: { id: number; order_no: string; url: string }[];
};

/** POST /api/pay/user_credit_create, _pay, _check with a repay_no. */
export type Repayment = {
  repay_no: string;
  bill_id: number;
  bill_no: string | undefined;
  amount: string;
  pay_type: 'balance' | 'online';
  status: string;
  paid: number;
  note: string;
  paid_at: string | null;
  /** The cashier, for an online repayment just created. */
  pay_url?: string | null;
};

/** One line of GET /api/user/points_log. */
export type PointsEntry = { id: number; kind: string; kind_text: string; amount: number; balance: number; ref: string; note: string; created_at: string };

/** GET /api/user/points_log: the store's points and a page of its ledger, with the earning rule. */
export type PointsLog = Page<PointsEntry> & { points: number; page_size: number; rule: string };

/** One 现金券 of GET /api/cash_coupon/list. */
export type Voucher = {
  id: number;
  name: string;
  face_value: string;
  remaining: string;
  remaining_fen: number;
  valid_to: string;
  status: string;
  status_text: string;
  source: string;
  code_tail: string;
  received_at: string | null;
};

/** GET /api/cash_coupon/list: a page of vouchers and what is usable now. */
export type VoucherPage = Page<Voucher> & { usable_count: number; usable_amount: string };

/** POST /api/cash_coupon/userRecharge: the redeemed voucher. */
export type VoucherRedeemed = { id: number; name: string; value: string; valid_to: string };
