import { endpoint } from '../../../../../server/http/endpoint';
import { ok } from '../../../../../server/http/envelope';
import { input } from '../../../../../server/http/request';
import { requireLogin } from '../../../../../server/auth/session.server';
import { listItemsInput } from '../../../../../server/replenish/schemas';
import { removeFromList } from '../../../../../server/replenish/lists';

/** POST api/user/cgqd/lists/remove {id, goods_ids[]}: removes goods from the list (another store's list → 404). */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const body = await input(context, listItemsInput);
  const count = await removeFromList(store.id, body.id, body.goods_ids);
  return ok({ count }, '已移出清单');
});
