import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { parseInput } from '../../../server/http/validate';
import { requireLogin, viewerOfAccount } from '../../../server/auth/session.server';
import { fastBuyQuery } from '../../../server/quick-buy/schemas';
import { fastBuyList } from '../../../server/quick-buy/history';

/** GET /api/user/fast_buy?page,order=count|recent,keyword: what the active store bought before (/kjcg). */
export const GET = endpoint(async (context) => {
  const account = await requireLogin(context);
  const query = parseInput(fastBuyQuery, Object.fromEntries(context.url.searchParams));
  return ok(await fastBuyList({ ...viewerOfAccount(account), storeId: account.store.id }, query));
});
