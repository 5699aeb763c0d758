import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { input } from '../../../../server/http/request';
import { requireLogin, viewerOfAccount } from '../../../../server/auth/session.server';
import { listCreateInput } from '../../../../server/replenish/schemas';
import { buyerListsOf, createList } from '../../../../server/replenish/lists';

/** GET api/user/cgqd/lists: 我的清单 of the active store with their goods. */
export const GET = endpoint(async (context) => {
  const account = await requireLogin(context);
  return ok({ list: await buyerListsOf({ ...viewerOfAccount(account), storeId: account.store.id }) });
});

/** POST api/user/cgqd/lists {name}: a new empty list. */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const { name } = await input(context, listCreateInput);
  return ok({ list: await createList(store.id, name) }, '清单已创建');
});
