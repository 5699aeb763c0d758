import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { idParam, input } from '../../../../server/http/request';
import { requireLogin } from '../../../../server/auth/session.server';
import { orderRow } from '../../../../server/orders/query';
import { receivingInput, receivingOf, recordReceiving } from '../../../../server/documents/receiving';

/** GET /api/order/{id}/receiving: the 收货验收 of my order (null: not checked yet); another store's → 404. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const order = await orderRow(store.id, idParam(context.params.id));
  return ok(await receivingOf(order.id));
});

/** POST /api/order/{id}/receiving {lines: [{line_id, batch_id, received, refused, reason, codes[]}]}: records the check once. */
export const POST = endpoint(async (context) => {
  const { store, member } = await requireLogin(context);
  const body = await input(context, receivingInput);
  const r = await recordReceiving({ storeId: store.id, memberId: member.id }, idParam(context.params.id), body);
  return ok(r, r.return_id ? '验收已保存，拒收的商品已提交售后申请' : '验收已保存');
});
