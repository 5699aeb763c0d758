import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { requireLogin } from '../../../server/auth/session.server';
import { favoriteInput } from '../../../server/favorites/schemas';
import { cancelFavorites } from '../../../server/favorites/service';

/** POST /api/favorite/cancel {goods_ids}: 取消收藏成功. */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const body = await input(context, favoriteInput);
  return ok(await cancelFavorites(store.id, body.goods_ids), '取消收藏成功');
});
