import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { checkout, idsInput } from '../../../server/cart';
import { cartActor, CHECKOUT_SESSION_KEY, type CheckoutHandOver } from '../../../server/cart/http.server';

/**
 * POST /api/cart/checkout {ids}: validates the selection (contract 459, qualifications, limits,
 * stock, business scope) and hands it to step 2: the ids are kept in the session and `data.next`
 * is /cart_step2.
 */
export const POST = endpoint(async (context) => {
  const actor = await cartActor(context);
  const { ids } = await input(context, idsInput);
  const result = await checkout(actor, ids);
  context.session?.set(CHECKOUT_SESSION_KEY, { storeId: actor.storeId, ids: result.ids, at: Date.now() } satisfies CheckoutHandOver);
  return ok(result, '请核对订单信息');
});
