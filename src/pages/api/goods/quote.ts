import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readQuery } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { cartActor } from '../../../server/cart/http.server';
import { goodsQuote, quoteQuery } from '../../../server/cart/quote';

/** GET /api/goods/quote?goods_id=&number=: {list_price, unit_price, amount, applied, next_tier, message} for approved members. */
export const GET = endpoint(async (context) => {
  const actor = await cartActor(context);
  const { goods_id, number } = parseInput(quoteQuery, readQuery(context.url));
  return ok(await goodsQuote(actor, goods_id, number));
});
