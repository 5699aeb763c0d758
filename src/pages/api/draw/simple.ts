import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { currentAccount } from '../../../server/auth/session.server';
import { simpleState } from '../../../server/lottery/query';

/** GET /api/draw/simple: {is_join, id} — the activity the pop-up offers and whether I joined it. Visitors get is_join 1. */
export const GET = endpoint(async (context) => {
  const account = await currentAccount(context);
  return ok(await simpleState(account ? { id: account.store.id, isPassed: account.store.isPassed } : null));
});
