/**
 * Promotion actions of the zone pages: claiming a coupon (领券中心), opening or joining a group
 * (拼团) and recording taps on activity links. Everything priced or counted is decided by the
 * server; the store keeps only what each button shows (`$offerStates`, `$groupBusy`).
 */
import { atom, map } from 'nanostores';
import { apiEnvelope, apiGet, apiPost, isApiError } from '../client/api';
import { showToast } from './notifier';
import type { ClaimAnswer, ClaimRefusal, ClaimRefusalState, OfferState } from '../wire/coupons';
import type { GroupJoined } from '../wire/promotions';
import type { Address } from '../wire/account';

export type { OfferState };
export const OFFER_BUTTON: Record<OfferState, string> = {
  claimable: '立即领取',
  claimed: '已领取',
  sold_out: '已抢光',
  upcoming: '活动未开始',
  ended: '已结束',
};

/** Offer id → its state after this tab's claims (absent: as rendered by the server). */
export const $offerStates = map<Record<string, OfferState>>({});
export const $claiming = atom<number | null>(null);

/** POST /api/activity/coupon_claim: one coupon of `offerId` into the store's coupons. */
export async function claimCoupon(offerId: number, memberLimit: number): Promise<boolean> {
  if ($claiming.get() !== null) return false;
  $claiming.set(offerId);
  try {
    const env = await apiEnvelope<ClaimAnswer>('POST', '/api/activity/coupon_claim', { body: { id: offerId } });
    $offerStates.setKey(String(offerId), env.data.mine >= memberLimit ? 'claimed' : env.data.left <= 0 ? 'sold_out' : 'claimable');
    showToast(env.msg || '领取成功', 'success');
    return true;
  } catch (error) {
    const state = isApiError(error) ? refusalState(error.body) : null;
    // The button shows what the server says; an unknown offer just stays as it was rendered.
    if (state && state !== 'missing' && state !== 'not_new') $offerStates.setKey(String(offerId), state);
    return false;
  } finally {
    $claiming.set(null);
  }
}

/** The state code of a refused claim (`data.state` of the envelope), or null for any other failure. */
function refusalState(body: unknown): ClaimRefusalState | null {
  const data = (body as { data?: Partial<ClaimRefusal> | null } | null)?.data;
  return typeof data?.state === 'string' ? data.state : null;
}

export type { GroupJoined as GroupAnswer } from '../wire/promotions';
export const $groupBusy = atom(false);

/** How a 拼团 seat is paid: 余额 or 账期. */
export type GroupPayType = 'balance' | 'credit';

/** The buyer's addresses for the 拼团 confirmation (GET /api/user/address; a visitor is sent to log in). */
export async function groupAddresses(): Promise<Address[] | null> {
  try {
    return await apiGet<Address[]>('/api/user/address');
  } catch {
    return null;
  }
}

/**
 * POST /api/activity/group_join: `{item_id}` opens a group, `{group_id}` joins one; paid at once, after
 * the buyer confirmed the address and the payment (余额 or 账期) in the confirmation.
 */
export async function joinGroup(
  target: { item_id: number } | { group_id: number },
  number: number,
  choice: { addressId: number; payType: GroupPayType },
): Promise<GroupJoined | null> {
  if ($groupBusy.get()) return null;
  $groupBusy.set(true);
  try {
    const env = await apiEnvelope<GroupJoined>('POST', '/api/activity/group_join', {
      body: { ...target, number, address_id: choice.addressId, pay_type: choice.payType },
    });
    showToast(env.msg || '参团成功', 'success');
    return env.data;
  } catch {
    return null;
  } finally {
    $groupBusy.set(false);
  }
}

/** POST /api/activity/tap {target}: fire and forget (exempt from request de-duplication). */
export function tapActivity(target: string): void {
  void apiPost('/api/activity/tap', { target }, { silent: true }).catch(() => {});
}
