import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { parseInput } from '../../../server/http/validate';
import { requireLogin } from '../../../server/auth/session.server';
import { favoriteInput } from '../../../server/favorites/schemas';
import { favoritedAmong } from '../../../server/favorites/service';
import type { FavoriteIds } from '../../../wire/favorites';

/**
 * GET /api/favorite/ids?goods_ids=1,2,3: which of these goods the active store has favourited. The
 * 收藏 toggles of catalogue pages shared by viewer class ask it (the page itself names no one's favourites).
 */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const { goods_ids } = parseInput(favoriteInput, Object.fromEntries(context.url.searchParams));
  return ok<FavoriteIds>({ goods_ids: [...(await favoritedAmong(store.id, goods_ids))] });
});
