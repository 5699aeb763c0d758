import { endpoint } from '../../../../../server/http/endpoint';
import { ok } from '../../../../../server/http/envelope';
import { idParam } from '../../../../../server/http/request';
import { requireLogin } from '../../../../../server/auth/session.server';
import { orderDocuments } from '../../../../../server/documents/pack';

/** GET /api/order/{id}/documents: `[{kind, name, url}]` of my shipped order (another store's → 404). */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  return ok(await orderDocuments(idParam(context.params.id), store.id));
});
