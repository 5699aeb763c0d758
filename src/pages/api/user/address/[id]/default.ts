import { endpoint } from '../../../../../server/http/endpoint';
import { ok } from '../../../../../server/http/envelope';
import { idParam } from '../../../../../server/http/request';
import { requireLogin } from '../../../../../server/auth/session.server';
import { setDefaultAddress } from '../../../../../server/accounts/addresses';

/** POST /api/user/address/{id}/default: makes it the default delivery address. */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  await setDefaultAddress(store.id, idParam(context.params.id));
  return ok(null, '已设为默认地址');
});
