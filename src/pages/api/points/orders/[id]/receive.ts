import { endpoint } from '../../../../../server/http/endpoint';
import { ok } from '../../../../../server/http/envelope';
import { idParam } from '../../../../../server/http/request';
import { requireLogin } from '../../../../../server/auth/session.server';
import { completePointsOrder } from '../../../../../server/points-mall/redeem';
import { pointsOrderView } from '../../../../../server/points-mall/query';

/** POST /api/points/orders/{id}/receive: I confirm receipt of a shipped points order. */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  return ok(pointsOrderView(await completePointsOrder(store.id, idParam(context.params.id))), '已确认收货');
});
