import { endpoint } from '../../../../../server/http/endpoint';
import { ok } from '../../../../../server/http/envelope';
import { idParam } from '../../../../../server/http/request';
import { NotFoundError } from '../../../../../server/http/errors';
import { requireLogin } from '../../../../../server/auth/session.server';
import { goodsFirstSaleList } from '../../../../../server/documents/first-sale-pack';
import { firstSaleWire } from '../../../../../server/documents/first-sale';

/** GET /api/goods/first-sale/{id}: the 首营资料 of a goods my store bought, flagged, and its pack's URL; not bought → 404. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const id = idParam(context.params.id);
  const files = await goodsFirstSaleList(store.id, id);
  if (!files) throw new NotFoundError('商品不存在或贵店未采购过该商品');
  return ok(firstSaleWire(id, files));
});
