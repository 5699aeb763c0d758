import { endpoint } from '../../../../../server/http/endpoint';
import { ok } from '../../../../../server/http/envelope';
import { input } from '../../../../../server/http/request';
import { requireLogin } from '../../../../../server/auth/session.server';
import { listRenameInput } from '../../../../../server/replenish/schemas';
import { renameList } from '../../../../../server/replenish/lists';

/** POST api/user/cgqd/lists/rename {id, name}: renames the store's list (another store's list → 404). */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const body = await input(context, listRenameInput);
  await renameList(store.id, body.id, body.name);
  return ok(null, '清单已改名');
});
