import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { requireLogin } from '../../../server/auth/session.server';
import { redeemInput } from '../../../server/lottery/schemas';
import { redeem } from '../../../server/points-mall/redeem';
import { pointsOrderView } from '../../../server/points-mall/query';

/** POST /api/points/redeem {goods_id, number, address_id, idempotency_key?}: redeems → the points order. */
export const POST = endpoint(async (context) => {
  const { member, store } = await requireLogin(context);
  const q = await input(context, redeemInput);
  const order = await redeem({ storeId: store.id, memberId: member.id }, { goodsId: q.goods_id, quantity: q.number, addressId: q.address_id, idempotencyKey: q.idempotency_key });
  return ok(pointsOrderView(order), '兑换成功');
});
