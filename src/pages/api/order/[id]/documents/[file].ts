import { endpoint } from '../../../../../server/http/endpoint';
import { idParam } from '../../../../../server/http/request';
import { requireLogin } from '../../../../../server/auth/session.server';
import { documentFile } from '../../../../../server/documents/pack';
import { documentResponse } from '../../../../../server/documents/response.server';

/** GET /api/order/{id}/documents/{file}: one file of my order's document pack (another store's → 404). */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  return documentResponse(await documentFile(idParam(context.params.id), store.id, String(context.params.file)));
});
