/**
 * Favourites (我的收藏): which goods on the page are favourited, the 收藏 toggles' actions and the /star
 * list. Spec §8: adding answers "收藏成功" with the option to view favourites (/star); cancelling answers
 * "取消收藏成功". /api/favorite and /api/favorite/cancel are never de-duplicated by the client (spec §7),
 * so quick toggles on several goods all go through.
 */
import { atom } from 'nanostores';
import { apiEnvelope, apiGet } from '../client/api';
import { showDialog, showToast } from './notifier';
import { removeCartItems } from './cart';
import type { FavoriteIds, FavoritePage } from '../wire/favorites';

export const FAVORITE_ADDED = '收藏成功';
export const FAVORITE_CANCELLED = '取消收藏成功';

/** Goods ids known to be favourited (seeded by the server-rendered page, then kept by the actions). */
export const $favoriteIds = atom<ReadonlySet<number>>(new Set());
/** Goods ids with a favourite request in flight. */
export const $favoriteBusy = atom<ReadonlySet<number>>(new Set());

export type { FavoriteItem, FavoritePage } from '../wire/favorites';
/** The /star list as the server sent it last. */
export const $favoritePage = atom<FavoritePage | null>(null);

type FavoriteEnv = {
  navigate(url: string): void;
  /** Every goods with a 收藏 toggle on the page (server-rendered `data-fav-goods`), asked about in one request. */
  pageGoodsIds(): number[];
};
const DOM_GOODS_IDS = (): number[] =>
  typeof document === 'undefined'
    ? []
    : [...document.querySelectorAll<HTMLElement>('[data-fav-goods]')].map((e) => Number(e.dataset.favGoods)).filter((n) => Number.isSafeInteger(n) && n > 0);
let env: FavoriteEnv = { navigate: (url) => globalThis.location?.assign(url), pageGoodsIds: DOM_GOODS_IDS };
/** Tests replace navigation. */
export function setFavoriteEnv(next: Partial<FavoriteEnv>): void {
  env = { ...env, ...next };
}

function mark(ids: number[], on: boolean, store = $favoriteIds): void {
  const next = new Set(store.get());
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  store.set(next);
}

/** Marks goods as favourited from what the server rendered (no request). */
export function seedFavorites(ids: number[]): void {
  mark(ids, true);
}

let asking: Set<number> | null = null;
/** Goods already asked about on this page (answered or in flight): never asked again. */
const asked = new Set<number>();

/**
 * Asks GET /api/favorite/ids which goods are favourited (pages shared by viewer class carry no one's
 * favourites). One request per page (issue 31 item 9): the first toggle to hydrate asks for every
 * goods of the page at once; the toggles that hydrate later (`client:visible`, on scrolling) find
 * their answer already asked for.
 */
export function checkFavorite(goodsId: number): void {
  if (asked.has(goodsId)) return;
  if (!asking) {
    asking = new Set(env.pageGoodsIds().filter((id) => !asked.has(id)));
    setTimeout(() => void askFavorites(), 0);
  }
  asking.add(goodsId);
}

/** Tests: forget what this page asked. */
export function resetFavoriteChecks(): void {
  asked.clear();
  asking = null;
}

async function askFavorites(): Promise<void> {
  const ids = [...(asking ?? [])];
  asking = null;
  for (const id of ids) asked.add(id);
  for (let i = 0; i < ids.length; i += 100) {
    try {
      const found = await apiGet<FavoriteIds>('/api/favorite/ids', { goods_ids: ids.slice(i, i + 100).join(',') }, { silent: true });
      seedFavorites(found.goods_ids);
    } catch {
      return; // logged out meanwhile or offline: the toggles stay 收藏, and pressing one says why
    }
  }
}

/** POST /api/favorite {goods_ids}: on success the spec's 收藏成功 with 查看收藏 (/star). Resolves whether it worked. */
export async function addFavorites(ids: number[]): Promise<boolean> {
  if (!ids.length) return false;
  mark(ids, true, $favoriteBusy);
  try {
    const answer = await apiEnvelope('POST', '/api/favorite', { body: { goods_ids: ids } });
    mark(ids, true);
    showDialog({
      title: '温馨提示',
      msg: answer.msg || FAVORITE_ADDED,
      actions: [{ label: '继续逛逛' }, { label: '查看收藏', primary: true, run: () => env.navigate('/star') }],
    });
    return true;
  } catch {
    return false; // the API client showed why (login required → login page, 422 → toast)
  } finally {
    mark(ids, false, $favoriteBusy);
  }
}

/** POST /api/favorite/cancel {goods_ids}: toast 取消收藏成功; drops them from the /star list shown. */
export async function cancelFavorites(ids: number[]): Promise<boolean> {
  if (!ids.length) return false;
  mark(ids, true, $favoriteBusy);
  try {
    const answer = await apiEnvelope('POST', '/api/favorite/cancel', { body: { goods_ids: ids } });
    mark(ids, false);
    const page = $favoritePage.get();
    if (page) {
      const gone = new Set(ids);
      $favoritePage.set({ ...page, total: Math.max(0, page.total - ids.length), list: page.list.filter((f) => !gone.has(f.goods_id)) });
    }
    showToast(answer.msg || FAVORITE_CANCELLED, 'success');
    return true;
  } catch {
    return false;
  } finally {
    mark(ids, false, $favoriteBusy);
  }
}

/** The 收藏 toggle: adds or cancels depending on the current state. */
export function toggleFavorite(goodsId: number): Promise<boolean> {
  return $favoriteIds.get().has(goodsId) ? cancelFavorites([goodsId]) : addFavorites([goodsId]);
}

/** Sets the /star list from the server-rendered page. */
export function hydrateFavoritePage(page: FavoritePage): void {
  $favoritePage.set(page);
  seedFavorites(page.list.map((f) => f.goods_id));
}

/**
 * 移入收藏 on a cart line: favourites the goods, then removes the line (the cart answers with the
 * recomputed cart). The line stays when favouriting failed.
 */
export async function moveCartLineToFavorites(lineId: number, goodsId: number): Promise<boolean> {
  mark([goodsId], true, $favoriteBusy);
  try {
    await apiEnvelope('POST', '/api/favorite', { body: { goods_ids: [goodsId] } });
    mark([goodsId], true);
  } catch {
    return false;
  } finally {
    mark([goodsId], false, $favoriteBusy);
  }
  const removed = await removeCartItems([lineId]);
  if (removed) showToast('已移入收藏', 'success');
  return removed;
}
