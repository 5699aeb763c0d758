/** The favourites store against a local HTTP server: the spec's messages, the toggle state, the /star list and 移入收藏. */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../src/client/api';
import {
  $favoriteIds,
  $favoritePage,
  addFavorites,
  checkFavorite,
  resetFavoriteChecks,
  cancelFavorites,
  hydrateFavoritePage,
  moveCartLineToFavorites,
  seedFavorites,
  setFavoriteEnv,
  toggleFavorite,
} from '../../../src/stores/favorites';
import { $activeModal, $notices, chooseAction, resetNotices } from '../../../src/stores/notifier';
import { resetCart } from '../../../src/stores/cart';
import { recorder } from '../client/support/notifier';
import { ok, startServer, type TestServer } from '../client/support/server';

let server: TestServer;
const navigate = vi.fn<(url: string) => void>();

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  resetNotices();
  resetCart();
  $favoriteIds.set(new Set());
  $favoritePage.set(null);
  navigate.mockReset();
  setFavoriteEnv({ navigate });
  const ui = recorder('/list_table');
  configureApi({ baseURL: server.baseURL, timeout: 500, notifier: ui.notifier, navigate: ui.navigate, reload: ui.reload });
});

describe('favourites store', () => {
  it('adds with 收藏成功 and offers 查看收藏 (/star)', async () => {
    server.handle(() => ok({ added: 1, url: '/star' }, '收藏成功'));
    expect(await toggleFavorite(7)).toBe(true);
    expect(server.received[0]).toMatchObject({ method: 'POST', path: '/api/favorite' });
    expect(decodeURIComponent(server.received[0]!.body)).toContain('goods_ids[]=7');
    expect($favoriteIds.get().has(7)).toBe(true);
    const modal = $activeModal.get()!;
    expect(modal.msg).toBe('收藏成功');
    expect(modal.actions.map((a) => a.label)).toEqual(['继续逛逛', '查看收藏']);
    chooseAction(modal.id, modal.actions[1]!);
    expect(navigate).toHaveBeenCalledWith('/star');
  });

  it('cancels with the toast 取消收藏成功 and drops the goods from the /star list', async () => {
    hydrateFavoritePage({
      total: 2,
      page: 1,
      per_page: 20,
      list: [
        { id: 1, goods_id: 7, created_at: '', invalid: 0, name: 'A', goods: null, quote: null },
        { id: 2, goods_id: 8, created_at: '', invalid: 0, name: 'B', goods: null, quote: null },
      ],
    });
    server.handle(() => ok({ removed: 1 }, '取消收藏成功'));
    expect(await toggleFavorite(7)).toBe(true);
    expect(server.received[0]!.path).toBe('/api/favorite/cancel');
    expect($notices.get().some((n) => n.type === 'toast' && n.msg === '取消收藏成功')).toBe(true);
    expect($favoritePage.get()!.list.map((f) => f.goods_id)).toEqual([8]);
    expect($favoritePage.get()!.total).toBe(1);
    expect($favoriteIds.get().has(7)).toBe(false);
  });

  it('keeps the state when the server refuses (422 for goods that do not exist)', async () => {
    server.handle(() => ({ status: 422, json: { code: 422, message: '商品不存在：99', errors: { goods_ids: ['商品不存在：99'] } } }));
    expect(await addFavorites([99])).toBe(false);
    expect($favoriteIds.get().has(99)).toBe(false);
    seedFavorites([5]);
    expect(await cancelFavorites([5])).toBe(false);
    expect($favoriteIds.get().has(5)).toBe(true);
  });

  it('移入收藏 favourites the goods, then removes the cart line; the line stays when favouriting failed', async () => {
    server.handle((req) => (req.path === '/api/favorite' ? ok({ added: 1 }, '收藏成功') : ok({ total: 0 })));
    expect(await moveCartLineToFavorites(31, 7)).toBe(true);
    expect(server.received.map((r) => r.path)).toEqual(['/api/favorite', '/api/cart/batch_delete']);
    expect($notices.get().some((n) => n.type === 'toast' && n.msg === '已移入收藏')).toBe(true);
    server.received.length = 0;
    server.handle(() => ({ status: 500, json: { code: 500, msg: 'x' } }));
    expect(await moveCartLineToFavorites(32, 8)).toBe(false);
    expect(server.received.map((r) => r.path)).toEqual(['/api/favorite']);
  });
});

describe('favourite state of a page shared by viewer class (issue 31 item 9)', () => {
  it('20 cards hydrating at different times send one GET /api/favorite/ids for the whole page', async () => {
    resetFavoriteChecks();
    const page = Array.from({ length: 20 }, (_, i) => 101 + i);
    setFavoriteEnv({ navigate, pageGoodsIds: () => page });
    server.handle(() => ok({ goods_ids: [103, 117] }));
    // The first cards hydrate (client:visible), then the rest as the buyer scrolls.
    for (const id of page.slice(0, 5)) checkFavorite(id);
    await vi.waitFor(() => expect($favoriteIds.get().has(103)).toBe(true));
    for (const id of page.slice(5)) checkFavorite(id);
    await new Promise((r) => setTimeout(r, 20));
    const asks = server.received.filter((r) => r.path === '/api/favorite/ids');
    expect(asks).toHaveLength(1);
    expect(
      new URLSearchParams(asks[0]!.search)
        .get('goods_ids')!
        .split(',')
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(page);
    expect([...$favoriteIds.get()].sort()).toEqual([103, 117]);
  });
});
