import { endpoint } from '../../../../../server/http/endpoint';
import { ok } from '../../../../../server/http/envelope';
import { idParam } from '../../../../../server/http/request';
import { requireLogin } from '../../../../../server/auth/session.server';
import { goodsFirstSaleList } from '../../../../../server/documents/first-sale-pack';
import { firstSaleWire } from '../../../../../server/documents/first-sale';

/**
 * GET /api/goods/first-sale/{id}: the 首营资料 of a goods my store bought, flagged, and its pack's URL; `null` when the
 * store never bought it (the detail page asks on every view, so no 404 noise; the pack itself answers 404).
 */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const id = idParam(context.params.id);
  const files = await goodsFirstSaleList(store.id, id);
  return ok(files ? firstSaleWire(id, files) : null);
});
