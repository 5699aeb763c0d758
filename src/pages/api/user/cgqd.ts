import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { requireLogin, viewerOfAccount } from '../../../server/auth/session.server';
import { frequentList } from '../../../server/replenish/frequent';

/** GET /api/user/cgqd: 常购清单 · 常买 of the active store (goods bought in 180 days, 建议采购量). */
export const GET = endpoint(async (context) => {
  const account = await requireLogin(context);
  return ok(await frequentList({ ...viewerOfAccount(account), storeId: account.store.id }));
});
