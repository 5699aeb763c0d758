import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readBody } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { addBody, addInput, addLines } from '../../../server/cart';
import { cartActor } from '../../../server/cart/http.server';

/**
 * POST /api/cart: adds an array of lines `{goods_id, price, number, ck_id, type?}` (JSON array, or
 * form `goods[0][goods_id]=…`). The price sent is only compared with the current one: when it
 * differs the answer's msg says so and `data.notice` is 'warning' (the client shows a warning icon).
 */
export const POST = endpoint(async (context) => {
  const actor = await cartActor(context);
  const { lines } = parseInput(addInput, addBody(await readBody(context.request)));
  const result = await addLines(actor, lines);
  return ok({ ...result.data, notice: result.notice }, result.msg);
});
