import { endpoint } from '../../../../../server/http/endpoint';
import { ok } from '../../../../../server/http/envelope';
import { idParam } from '../../../../../server/http/request';
import { requireLogin } from '../../../../../server/auth/session.server';
import { setDefaultTitle } from '../../../../../server/invoices/titles';

/** POST /api/user/invoice_titles/{id}/default: makes it the default profile (prefilled at checkout). */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  await setDefaultTitle(store.id, idParam(context.params.id));
  return ok(null, '已设为默认抬头');
});
