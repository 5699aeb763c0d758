import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { requireLogin } from '../../../server/auth/session.server';
import { contractStatus } from '../../../server/contract/contract';

/** GET /api/user/contract: whether the active store signed the purchase contract, when and which version. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  return ok(await contractStatus(store.id));
});
