/**
 * The member wallet pages' state (余额, 账期, 积分, 优惠券, 现金券): one atom per list with its
 * filter, page and the server's answer, and the actions the islands call. Every figure comes from the
 * server; amounts arrive as yuan strings and are shown as they are.
 */
import { atom, map } from 'nanostores';
import { apiGet, apiPost } from '../client/api';
import type { Credit } from '../wire/checkout';
import { urlFilter } from './url-state';

export type Page<T> = { total: number; page: number; list: T[] };
export type ListState<T, F> = { loading: boolean; filter: F; data: (Page<T> & Record<string, unknown>) | null };

/**
 * A paged list with its filter. The filter lives in the page's URL (url-state.ts): a tab, filter or
 * page change is a history entry without a reload, the back button brings the previous list back,
 * and a reload or a shared link opens the same list.
 */
function listStore<T, F extends Record<string, string | number>>(path: string, filter: F) {
  const $s = map<ListState<T, F>>({ loading: false, filter, data: null });
  const inUrl = urlFilter(filter);
  let following: (() => void) | null = null;
  let seq = 0;
  async function fetchList(next: F): Promise<void> {
    $s.setKey('filter', next);
    $s.setKey('loading', true);
    const mine = ++seq;
    try {
      const query = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== '' && v !== undefined)) as Record<string, string | number>;
      const data = await apiGet<Page<T> & Record<string, unknown>>(path, query);
      if (mine === seq) $s.setKey('data', data);
    } catch {
      /* the client has shown the error */
    } finally {
      if (mine === seq) $s.setKey('loading', false);
    }
  }
  async function load(patch: Partial<F> = {}): Promise<void> {
    let base = $s.get().filter;
    if (!following) {
      // First load: the filter the URL names; afterwards follow back/forward.
      base = inUrl.read();
      following = inUrl.watch((fromUrl) => {
        if (!sameFilter(fromUrl, $s.get().filter)) void fetchList(fromUrl);
      });
    }
    const next = { ...base, ...patch };
    inUrl.write(next);
    await fetchList(next);
  }
  return { $s, load };
}

const sameFilter = (a: Record<string, unknown>, b: Record<string, unknown>) => Object.keys(a).every((k) => a[k] === b[k]);

// ---- 余额 --------------------------------------------------------------------------------------------
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
export type MoneyConfig = { presets: string[]; min: string; max: string; bonus: { min: string; voucher: string; text: string }[]; bonus_valid_days: number; online: number };
export const $balance = atom<string | null>(null);
export const moneyLog = listStore<MoneyEntry, { page: number; use_type: string; start_time: string; end_time: string }>('/api/user/user_money_log', {
  page: 1,
  use_type: '',
  start_time: '',
  end_time: '',
});
export const $moneyConfig = atom<MoneyConfig | null>(null);

export async function loadBalance(): Promise<void> {
  const data = await apiGet<{ user_money: string }>('/api/user/user_money');
  $balance.set(data.user_money);
}
export async function loadMoneyConfig(): Promise<void> {
  $moneyConfig.set(await apiGet<MoneyConfig>('/api/moneys/moneyConfig'));
}
/** Starts a top-up and answers the gateway cashier's URL (the page goes there). */
export async function startTopUp(amount: string): Promise<{ trade_no: string; pay_url: string; bonus: string }> {
  return apiPost('/api/moneys/recharge', { amount });
}
export async function topUpState(tradeNo: string): Promise<{ status: string; paid: number; amount: string; bonus: string }> {
  return apiGet('/api/moneys/recharge_check', { trade_no: tradeNo });
}

// ---- 账期 --------------------------------------------------------------------------------------------
/** GET /api/user/user_credit: the store's credit terms, the same object checkout shows. */
export type CreditSummary = Credit;
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
export type Repayment = { repay_no: string; amount: string; pay_type: 'balance' | 'online'; status: string; paid: number; pay_url?: string | null };
export const $credit = atom<CreditSummary | null>(null);
export const bills = listStore<Bill, { page: number; type: number }>('/api/user/user_credit_list', { page: 1, type: 0 });

export async function loadCredit(): Promise<void> {
  $credit.set(await apiGet<CreditSummary>('/api/user/user_credit'));
}
/** Repays a bill (amount in yuan, empty = all owed): by balance it completes here; online answers the cashier URL. */
export async function repay(billId: number, amount: string, payType: 'balance' | 'online'): Promise<Repayment> {
  const created = await apiPost<Repayment>('/api/pay/user_credit_create', { bill_id: billId, amount, pay_type: payType });
  if (payType === 'online') return created;
  const done = await apiPost<Repayment>('/api/pay/user_credit_pay', { repay_no: created.repay_no });
  await Promise.all([loadCredit(), bills.load(), loadBalance()]);
  return done;
}
export async function repaymentState(repayNo: string): Promise<Repayment> {
  return apiPost('/api/pay/user_credit_check', { repay_no: repayNo });
}

// ---- 积分 --------------------------------------------------------------------------------------------
export type PointsEntry = { id: number; kind: string; kind_text: string; amount: number; balance: number; ref: string; note: string; created_at: string };
export const pointsLog = listStore<PointsEntry, { page: number; type: string }>('/api/user/points_log', { page: 1, type: '' });

// ---- 优惠券 ------------------------------------------------------------------------------------------
export type MyCoupon = {
  id: number;
  name: string;
  kind: string;
  kind_text: string;
  text: string;
  threshold: string;
  value: string | null;
  rate: number | null;
  max_off: string | null;
  /** all goods, goods of categories, or listed goods. */
  scope: 'all' | 'category' | 'goods';
  scope_ids: number[];
  scope_text: string;
  use_url: string;
  valid_from: string;
  valid_to: string;
  status: number;
  status_text: string;
  order_id: number | null;
};
export const coupons = listStore<MyCoupon, { page: number; status: number; type: number }>('/api/user/coupon', { page: 1, status: 1, type: 0 });

// ---- 现金券 ------------------------------------------------------------------------------------------
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
};
export const vouchers = listStore<Voucher, { page: number; status: string }>('/api/cash_coupon/list', { page: 1, status: '' });

/** Redeems a voucher code; the list reloads. Answers the server's message. */
export async function redeemVoucher(code: string): Promise<{ value: string; name: string }> {
  const data = await apiPost<{ value: string; name: string }>('/api/cash_coupon/userRecharge', { code });
  await vouchers.load();
  return data;
}
