/**
 * The member centre (/user_hyzx) state: everything the page shows for the active store, loaded at
 * once. Spec §4: the header does not re-fetch the user on this route — the centre loads the base
 * info itself and hands it to `$user` (so the header and the centre show the same data).
 */
import { map } from 'nanostores';
import { apiGet, apiPost } from '../client/api';
import { setUser, type UserData } from './user';
import type { CreditSummary } from './wallet';

export type Licence = {
  id: number;
  name: string;
  valid_to: string | null;
  long_term: number;
  expiry: 'valid' | 'expiring' | 'expired' | 'long_term';
  days_left: number | null;
  status: string;
  status_text: string;
  required: number;
};
export type Zizhi = {
  is_passed: number;
  required: { name: string; required: number; current: Licence | null }[];
  optional: { name: string; current: Licence | null }[];
  warnings: { level: string; text: string }[];
};
export type StoreOption = { id: number; company: string; is_active: number; is_passed: number };
export type OrderBrief = { id: number; order_no: string; status: string; status_text: string; payable: string; created_at: string; lines: { name: string }[] };
export type OrderCounts = Record<'all' | 'pending_payment' | 'paid' | 'shipped' | 'completed' | 'cancelled' | 'refund', number>;

export type CentreState = {
  loading: boolean;
  failed: boolean;
  user: Partial<UserData> | null;
  stores: StoreOption[];
  zizhi: Zizhi | null;
  balance: string | null;
  credit: CreditSummary | null;
  couponNum: number | null;
  vouchers: { usable_count: number; usable_amount: string } | null;
  points: number | null;
  orders: { list: OrderBrief[]; counts: OrderCounts } | null;
};

export const $centre = map<CentreState>({
  loading: true,
  failed: false,
  user: null,
  stores: [],
  zizhi: null,
  balance: null,
  credit: null,
  couponNum: null,
  vouchers: null,
  points: null,
  orders: null,
});

/** Loads the whole centre (parallel requests); a part that fails stays empty, the rest shows. */
export async function loadCentre(): Promise<void> {
  $centre.setKey('loading', true);
  const settle = <T>(p: Promise<T>) =>
    p.then(
      (v) => v,
      () => null,
    );
  const [user, stores, zizhi, money, credit, coupons, vouchers, orders] = await Promise.all([
    settle(apiGet<Partial<UserData>>('/api/user/base', undefined, { silent: true })),
    settle(apiGet<StoreOption[]>('/api/user/stores', undefined, { silent: true })),
    settle(apiGet<Zizhi>('/api/user/zizhi', undefined, { silent: true })),
    settle(apiGet<{ user_money: string }>('/api/user/user_money', undefined, { silent: true })),
    settle(apiGet<CreditSummary>('/api/user/user_credit', undefined, { silent: true })),
    settle(apiGet<{ num: number }>('/api/user/couponNum', undefined, { silent: true })),
    settle(apiGet<{ usable_count: number; usable_amount: string }>('/api/cash_coupon/list', { status: 'usable' }, { silent: true })),
    settle(apiGet<{ list: OrderBrief[]; counts: OrderCounts }>('/api/order/list', { page: 1, page_size: 5 }, { silent: true })),
  ]);
  setUser(user);
  $centre.set({
    loading: false,
    failed: !user,
    user,
    stores: stores ?? [],
    zizhi,
    balance: money?.user_money ?? null,
    credit,
    couponNum: coupons?.num ?? null,
    vouchers: vouchers ? { usable_count: vouchers.usable_count, usable_amount: vouchers.usable_amount } : null,
    points: typeof user?.points === 'number' ? user.points : null,
    orders,
  });
}

/** Switches the active store and reloads the page (prices, cart and orders follow the store). */
export async function switchStore(id: number): Promise<void> {
  await apiPost(`/api/user/stores/${id}/switch`);
  window.location.reload();
}
