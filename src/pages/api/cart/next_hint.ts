import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readBody, readQuery } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { hintQuery, nextHints } from '../../../server/cart';
import { cartActor } from '../../../server/cart/http.server';

/**
 * POST /api/cart/next_hint?goods_id=&activity_id=: how much more reaches the next tier ("再买¥X 可减¥Y")
 * and free shipping, for the whole cart, one goods' activities or one activity.
 */
export const POST = endpoint(async (context) => {
  const actor = await cartActor(context);
  const body = await readBody(context.request);
  const params = { ...(body && typeof body === 'object' ? (body as object) : {}), ...readQuery(context.url) };
  return ok(await nextHints(actor, parseInput(hintQuery, params)));
});
