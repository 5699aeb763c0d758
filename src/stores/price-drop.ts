/**
 * 降价通知 of the goods on a page: whether the store watches it (and at which price), and the actions
 * to ask or withdraw. The server tells the store when the price it pays reaches the expected one.
 */
import { map } from 'nanostores';
import { apiEnvelope, apiGet } from '../client/api';
import { showToast } from './notifier';
import type { PriceDropAnswer, PriceDropAsked, PriceDropView } from '../wire/replenish';

/** Per goods id: the store's watched notice, null = none, undefined = not known yet. */
export const $priceDrops = map<Record<string, PriceDropView | null>>({});

export async function checkPriceDrop(goodsId: number): Promise<void> {
  if ($priceDrops.get()[goodsId] !== undefined) return;
  try {
    const answer = await apiGet<PriceDropAnswer>('/api/user/price_notice', { goods_id: goodsId }, { silent: true });
    $priceDrops.setKey(String(goodsId), answer.notice);
  } catch {
    // logged out or offline: submitting says why
  }
}

/** POST /api/user/price_notice; resolves whether it worked (the client showed why not; field errors are thrown to the form). */
export async function askPriceDrop(goodsId: number, expected: string): Promise<boolean> {
  const answer = await apiEnvelope<PriceDropAsked>('POST', '/api/user/price_notice', { body: { goods_id: goodsId, expected_price: expected } });
  $priceDrops.setKey(String(goodsId), answer.data.notice);
  showToast(answer.msg, 'success');
  return true;
}

export async function withdrawPriceDrop(goodsId: number): Promise<void> {
  try {
    const answer = await apiEnvelope('POST', '/api/user/price_notice/cancel', { body: { goods_id: goodsId } });
    $priceDrops.setKey(String(goodsId), null);
    showToast(answer.msg, 'success');
  } catch {
    // the client showed why
  }
}
