import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readQuery } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { cartList, listQuery } from '../../../server/cart';
import { cartActor } from '../../../server/cart/http.server';

/** GET /api/cart/list?filter=99999: the priced cart (items, invalid_items, groups, activity_data, shipping_data, filter_data, summary). */
export const GET = endpoint(async (context) => {
  const actor = await cartActor(context);
  const { filter } = parseInput(listQuery, readQuery(context.url));
  return ok(await cartList(actor, filter));
});
