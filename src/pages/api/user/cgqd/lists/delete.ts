import { endpoint } from '../../../../../server/http/endpoint';
import { ok } from '../../../../../server/http/envelope';
import { input } from '../../../../../server/http/request';
import { requireLogin } from '../../../../../server/auth/session.server';
import { listIdInput } from '../../../../../server/replenish/schemas';
import { deleteList } from '../../../../../server/replenish/lists';

/** POST api/user/cgqd/lists/delete {id}: deletes the store's list and its goods (another store's list → 404). */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const body = await input(context, listIdInput);
  await deleteList(store.id, body.id);
  return ok(null, '清单已删除');
});
