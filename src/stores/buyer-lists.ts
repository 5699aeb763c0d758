/**
 * 常购清单 · 我的清单: the store's named lists (the page renders the first answer on the server) and
 * the actions that change them; each answers with the server's message and reloads the lists.
 */
import { atom } from 'nanostores';
import { apiEnvelope, apiGet } from '../client/api';
import { showToast } from './notifier';
import type { BuyerList, BuyerListCreated, BuyerListsAnswer } from '../wire/replenish';

export type { BuyerList };

export const $buyerLists = atom<BuyerList[]>([]);

export function hydrateBuyerLists(lists: BuyerList[]): void {
  $buyerLists.set(lists);
}

async function reload(): Promise<void> {
  $buyerLists.set((await apiGet<BuyerListsAnswer>('/api/user/cgqd/lists')).list);
}

/** One list action: POST, toast the answer, reload; resolves the answer's data, or null when refused (the client showed why). */
async function act<T>(path: string, body: Record<string, unknown>): Promise<T | null> {
  try {
    const answer = await apiEnvelope<T>('POST', path, { body });
    showToast(answer.msg, 'success');
    await reload();
    return answer.data;
  } catch {
    return null;
  }
}

export const createBuyerList = (name: string) => act<BuyerListCreated>('/api/user/cgqd/lists', { name });
export const renameBuyerList = (id: number, name: string) => act('/api/user/cgqd/lists/rename', { id, name });
export const deleteBuyerList = (id: number) => act('/api/user/cgqd/lists/delete', { id });
export const addToBuyerList = (id: number, goodsIds: number[]) => act('/api/user/cgqd/lists/add', { id, goods_ids: goodsIds });
export const removeFromBuyerList = (id: number, goodsIds: number[]) => act('/api/user/cgqd/lists/remove', { id, goods_ids: goodsIds });
