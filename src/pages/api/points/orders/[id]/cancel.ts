import { endpoint } from '../../../../../server/http/endpoint';
import { ok } from '../../../../../server/http/envelope';
import { idParam } from '../../../../../server/http/request';
import { requireLogin } from '../../../../../server/auth/session.server';
import { cancelPointsOrder } from '../../../../../server/points-mall/redeem';
import { pointsOrderView } from '../../../../../server/points-mall/query';

/** POST /api/points/orders/{id}/cancel: cancels my points order awaiting shipment; points (and cash) come back. */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  return ok(pointsOrderView(await cancelPointsOrder(store.id, idParam(context.params.id))), '积分订单已取消，积分已退回');
});
