import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { idParam } from '../../../../server/http/request';
import { cartActor } from '../../../../server/cart/http.server';
import { buyAgain } from '../../../../server/orders/actions';

/** POST /api/order/{id}/buy_again: puts the order's goods back into the cart (limits and stock checked, all or nothing). */
export const POST = endpoint(async (context) => {
  const actor = await cartActor(context);
  const result = await buyAgain(actor, idParam(context.params.id));
  return ok({ ...result.data, next: '/cart' }, result.msg);
});
