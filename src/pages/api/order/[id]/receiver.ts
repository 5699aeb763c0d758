import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { idParam, input } from '../../../../server/http/request';
import { orderRow } from '../../../../server/orders/query';
import { requireLogin } from '../../../../server/auth/session.server';
import { receiverInput, receiverOf } from '../../../../server/orders/schemas';
import { setEphedrineReceiver } from '../../../../server/orders/actions';

/** POST /api/order/{id}/receiver {hm_name, hm_id_number, hm_phone}: the 含麻 receiver of my unpaid 含麻 order (/cart_hm). */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const id = idParam(context.params.id);
  await orderRow(store.id, id); // another store's order: 404 before the body is read
  const body = await input(context, receiverInput);
  return ok(await setEphedrineReceiver(store.id, id, receiverOf(body)!), '收货人信息已保存');
});
