/**
 * The member centre (/user_hyzx) state: everything the page shows for the active store, loaded at
 * once. Spec §4: the header does not re-fetch the user on this route — the centre loads the base
 * info itself and hands it to `$user` (so the header and the centre show the same data).
 */
import { map } from 'nanostores';
import { apiGet, apiPost } from '../client/api';
import { setUser, type UserData } from './user';
import type { Credit } from '../wire/checkout';
import type { StoreItem } from '../wire/account';
import type { Qualifications } from '../wire/qualifications';
import type { OrderBriefPage } from '../wire/orders';
import type { Balance, VoucherPage } from '../wire/wallet';
import type { CouponCount } from '../wire/coupons';

export type CentreState = {
  loading: boolean;
  failed: boolean;
  user: Partial<UserData> | null;
  stores: StoreItem[];
  zizhi: Qualifications | null;
  balance: string | null;
  credit: Credit | null;
  couponNum: number | null;
  vouchers: Pick<VoucherPage, 'usable_count' | 'usable_amount'> | null;
  points: number | null;
  orders: OrderBriefPage | null;
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
    settle(apiGet<StoreItem[]>('/api/user/stores', undefined, { silent: true })),
    settle(apiGet<Qualifications>('/api/user/zizhi', undefined, { silent: true })),
    settle(apiGet<Balance>('/api/user/user_money', undefined, { silent: true })),
    settle(apiGet<Credit>('/api/user/user_credit', undefined, { silent: true })),
    settle(apiGet<CouponCount>('/api/user/couponNum', undefined, { silent: true })),
    settle(apiGet<VoucherPage>('/api/cash_coupon/list', { status: 'usable' }, { silent: true })),
    settle(apiGet<OrderBriefPage>('/api/order/list', { page: 1, page_size: 5 }, { silent: true })),
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
