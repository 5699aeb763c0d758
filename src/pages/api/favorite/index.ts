import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { requireLogin, viewerOfAccount } from '../../../server/auth/session.server';
import { readPage } from '../../../server/catalogue/api-params';
import { favoriteInput } from '../../../server/favorites/schemas';
import { addFavorites, listFavorites } from '../../../server/favorites/service';

/** GET api/favorite?page: the active store's favourites with today's price and stock (/star). */
export const GET = endpoint(async (context) => {
  const account = await requireLogin(context);
  const viewer = { ...viewerOfAccount(account), storeId: account.store.id };
  return ok(await listFavorites(viewer, readPage(context.url.searchParams.get('page'))));
});

/** POST /api/favorite {goods_ids}: 收藏成功 (the client offers to view /star). Unknown goods → 422. */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const body = await input(context, favoriteInput);
  const result = await addFavorites(store.id, body.goods_ids);
  return ok({ ...result, url: '/star' }, '收藏成功');
});
