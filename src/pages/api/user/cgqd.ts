import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { requireLogin, viewerOfAccount } from '../../../server/auth/session.server';
import { frequentList } from '../../../server/replenish/frequent';
import { viewedList } from '../../../server/replenish/views';

/** GET /api/user/cgqd[?tab=viewed]: 常购清单 · 常买 of the active store (goods bought in 180 days, 建议采购量), or 常看. */
export const GET = endpoint(async (context) => {
  const account = await requireLogin(context);
  const viewer = { ...viewerOfAccount(account), storeId: account.store.id };
  if (context.url.searchParams.get('tab') === 'viewed') return ok(await viewedList(viewer));
  return ok(await frequentList(viewer));
});
