import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { cartCount } from '../../../server/cart';
import { cartActor } from '../../../server/cart/http.server';

/** GET api/cart/total: `data.total` = the cart's item count (badge). */
export const GET = endpoint(async (context) => {
  const actor = await cartActor(context);
  return ok({ total: await cartCount(actor.storeId) });
});
