import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { idParam } from '../../../../server/http/request';
import { requireLogin } from '../../../../server/auth/session.server';
import { removeTitle } from '../../../../server/invoices/titles';

/** DELETE /api/user/invoice_titles/{id}: removes one of the store's profiles (another store's → 404). */
export const DELETE = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  await removeTitle(store.id, idParam(context.params.id));
  return ok(null, '发票抬头已删除');
});
