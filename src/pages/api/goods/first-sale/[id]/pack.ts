import { endpoint } from '../../../../../server/http/endpoint';
import { idParam } from '../../../../../server/http/request';
import { requireLogin } from '../../../../../server/auth/session.server';
import { goodsFirstSalePack } from '../../../../../server/documents/first-sale-pack';
import { documentResponse } from '../../../../../server/documents/response.server';

/** GET /api/goods/first-sale/{id}/pack: the 首营资料 pack (zip) of a goods my store bought; one it never bought → 404. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  return documentResponse(await goodsFirstSalePack(store.id, idParam(context.params.id)));
});
