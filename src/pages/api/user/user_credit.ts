import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { requireLogin } from '../../../server/auth/session.server';
import { creditSummary } from '../../../server/credit/service';

/** GET /api/user/user_credit: my credit terms — limit, used, available, overdue, next due bill. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const { fen: _fen, ...shown } = await creditSummary(store.id);
  return ok(shown);
});
