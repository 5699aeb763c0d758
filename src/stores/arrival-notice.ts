/**
 * 到货通知 of the goods on a page: whether the store already asked (and for how many), and the
 * actions to ask or withdraw. The server sends the in-site message when the goods arrives.
 */
import { map } from 'nanostores';
import { apiEnvelope, apiGet } from '../client/api';
import { showToast } from './notifier';
import type { ArrivalNoticeAnswer, ArrivalNoticeAsked, ArrivalNoticeView } from '../wire/replenish';

/** Per goods id: the store's waiting notice, null = none, undefined = not known yet. */
export const $arrivalNotices = map<Record<string, ArrivalNoticeView | null>>({});

/** Asks once whether the store waits for this goods (a visitor: nothing, the form shows 登录后登记). */
export async function checkArrival(goodsId: number): Promise<void> {
  if ($arrivalNotices.get()[goodsId] !== undefined) return;
  try {
    const answer = await apiGet<ArrivalNoticeAnswer>('/api/user/arrival_notice', { goods_id: goodsId }, { silent: true });
    $arrivalNotices.setKey(String(goodsId), answer.notice);
  } catch {
    // logged out or offline: the form stays as it is and submitting says why
  }
}

/** POST /api/user/arrival_notice {goods_id, quantity}; resolves whether it worked (the client showed why not). */
export async function askArrival(goodsId: number, quantity: number): Promise<boolean> {
  try {
    const answer = await apiEnvelope<ArrivalNoticeAsked>('POST', '/api/user/arrival_notice', { body: { goods_id: goodsId, quantity } });
    $arrivalNotices.setKey(String(goodsId), answer.data.notice);
    showToast(answer.msg, 'success');
    return true;
  } catch {
    return false;
  }
}

/** POST /api/user/arrival_notice/cancel {goods_id}. */
export async function withdrawArrival(goodsId: number): Promise<boolean> {
  try {
    const answer = await apiEnvelope('POST', '/api/user/arrival_notice/cancel', { body: { goods_id: goodsId } });
    $arrivalNotices.setKey(String(goodsId), null);
    showToast(answer.msg, 'success');
    return true;
  } catch {
    return false;
  }
}
