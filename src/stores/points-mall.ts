/**
 * The points mall (/jfsc): my points, the goods and redeeming one with a delivery address. The
 * idempotency key is made once per opened redeem dialog, so a double click redeems once.
 */
import { atom } from 'nanostores';
import { apiGet, apiPost } from '../client/api';
import { showDialog } from './notifier';

import type { MallGoods, PointsOrder, RedeemQuote } from '../wire/points-mall';
import type { Address } from '../wire/account';

export type { MallGoods, PointsOrder, RedeemQuote } from '../wire/points-mall';
/** The addresses the redeem dialog offers (the page passes the address book's answer). */
export type MallAddress = Pick<Address, 'id' | 'consignee' | 'phone_masked' | 'full' | 'is_default'>;

export const $mallPoints = atom(0);
export const $redeeming = atom<{ goods: MallGoods; key: string; busy: boolean } | null>(null);

function newKey(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The server's answer for the dialog's quantity: the points and cash it costs, my points, what I am short. */
export const $redeemQuote = atom<RedeemQuote | null>(null);

let asked = 0;
/** Asks the server what `number` units of the open goods cost (the latest question wins). */
export async function quoteRedeem(number: number): Promise<void> {
  const r = $redeeming.get();
  if (!r) return;
  const mine = ++asked;
  $redeemQuote.set(null);
  try {
    const q = await apiGet<RedeemQuote>('/api/points/quote', { goods_id: r.goods.id, number });
    if (mine === asked) {
      $redeemQuote.set(q);
      $mallPoints.set(q.my_points);
    }
  } catch {
    // the client showed why; the dialog keeps 确认兑换 off without a quote
  }
}

export function openRedeem(goods: MallGoods): void {
  $redeeming.set({ goods, key: newKey(), busy: false });
  void quoteRedeem(1);
}

export function closeRedeem(): void {
  if (!$redeeming.get()?.busy) {
    $redeeming.set(null);
    $redeemQuote.set(null);
  }
}

/** Redeems; resolves with the points order, or null when refused (the client showed why). */
export async function redeemGoods(number: number, addressId: number): Promise<PointsOrder | null> {
  const r = $redeeming.get();
  if (!r || r.busy) return null;
  $redeeming.set({ ...r, busy: true });
  try {
    const order = await apiPost<PointsOrder>('/api/points/redeem', { goods_id: r.goods.id, number, address_id: addressId, idempotency_key: r.key });
    $mallPoints.set(Math.max(0, $mallPoints.get() - order.points));
    return order;
  } catch {
    return null;
  } finally {
    const now = $redeeming.get();
    if (now) $redeeming.set({ ...now, busy: false });
  }
}

/** Asks first, then cancels my points order (/jfdd); resolves whether it went through. */
export function cancelPointsOrder(id: number): Promise<boolean> {
  return new Promise((resolve) => {
    let chosen = false;
    showDialog(
      {
        title: '温馨提示',
        msg: '确定取消该积分订单吗？积分将退回您的账户。',
        actions: [
          { label: '再想想' },
          {
            label: '确定取消',
            primary: true,
            run: () => {
              chosen = true;
              void apiPost(`/api/points/orders/${id}/cancel`).then(
                () => resolve(true),
                () => resolve(false),
              );
            },
          },
        ],
      },
      () => {
        if (!chosen) resolve(false);
      },
    );
  });
}

export async function receivePointsOrder(id: number): Promise<boolean> {
  try {
    await apiPost(`/api/points/orders/${id}/receive`);
    return true;
  } catch {
    return false;
  }
}
