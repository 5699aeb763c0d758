/**
 * The member wallet pages' state (余额, 账期, 积分, 优惠券, 现金券): one atom per list with its
 * filter, page and the server's answer, and the actions the islands call. Every figure comes from the
 * server; amounts arrive as yuan strings and are shown as they are.
 */
import { atom, map } from 'nanostores';
import { apiGet, apiPost } from '../client/api';
import type { Credit } from '../wire/checkout';
import { urlFilter } from './url-state';
import type { Balance, Bill, MoneyConfig, MoneyEntry, Page, PointsEntry, Repayment, TopUpStarted, TopUpState, Voucher, VoucherRedeemed } from '../wire/wallet';
import type { MyCoupon } from '../wire/coupons';

export type { Bill, MoneyConfig, MoneyEntry, Page, PointsEntry, Repayment, Voucher } from '../wire/wallet';
export type { MyCoupon } from '../wire/coupons';
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
export const $balance = atom<string | null>(null);
export const moneyLog = listStore<MoneyEntry, { page: number; use_type: string; start_time: string; end_time: string }>('/api/user/user_money_log', {
  page: 1,
  use_type: '',
  start_time: '',
  end_time: '',
});
export const $moneyConfig = atom<MoneyConfig | null>(null);

export async function loadBalance(): Promise<void> {
  const data = await apiGet<Balance>('/api/user/user_money');
  $balance.set(data.user_money);
}
export async function loadMoneyConfig(): Promise<void> {
  $moneyConfig.set(await apiGet<MoneyConfig>('/api/moneys/moneyConfig'));
}
/** Starts a top-up through a channel and answers the cashier's URL (the page goes there) or the code to scan. */
export async function startTopUp(amount: string, channel?: string): Promise<TopUpStarted> {
  return apiPost<TopUpStarted>('/api/moneys/recharge', { amount, ...(channel ? { channel } : {}) });
}
export async function topUpState(tradeNo: string): Promise<TopUpState> {
  return apiGet<TopUpState>('/api/moneys/recharge_check', { trade_no: tradeNo });
}

// ---- 账期 --------------------------------------------------------------------------------------------
/** GET /api/user/user_credit: the store's credit terms, the same object checkout shows. */
export type { Credit as CreditSummary } from '../wire/checkout';
export const $credit = atom<Credit | null>(null);
export const bills = listStore<Bill, { page: number; type: number }>('/api/user/user_credit_list', { page: 1, type: 0 });

export async function loadCredit(): Promise<void> {
  $credit.set(await apiGet<Credit>('/api/user/user_credit'));
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
  return apiPost<Repayment>('/api/pay/user_credit_check', { repay_no: repayNo });
}

// ---- 积分 --------------------------------------------------------------------------------------------
export const pointsLog = listStore<PointsEntry, { page: number; type: string }>('/api/user/points_log', { page: 1, type: '' });

// ---- 优惠券 ------------------------------------------------------------------------------------------
export const coupons = listStore<MyCoupon, { page: number; status: number; type: number }>('/api/user/coupon', { page: 1, status: 1, type: 0 });

// ---- 现金券 ------------------------------------------------------------------------------------------
export const vouchers = listStore<Voucher, { page: number; status: string }>('/api/cash_coupon/list', { page: 1, status: '' });

/** Redeems a voucher code; the list reloads. Answers the server's message. */
export async function redeemVoucher(code: string): Promise<VoucherRedeemed> {
  const data = await apiPost<VoucherRedeemed>('/api/cash_coupon/userRecharge', { code });
  await vouchers.load();
  return data;
}
