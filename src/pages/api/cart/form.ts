import type { APIRoute } from 'astro';
import { formBack, formPost } from '../../../server/http/form-post';
import { parseInput } from '../../../server/http/validate';
import { addBody, addInput, addLines } from '../../../server/cart';
import { cartActor } from '../../../server/cart/http.server';

/**
 * POST /api/cart/form: the add-to-cart box as a plain HTML form (`goods_id`, `number`, `price`,
 * `ck_id`), for a tap before the page's scripts ran (issue 34); once hydrated the island posts to
 * /api/cart instead. Answers 303 back to the page with the cart's message as a one-time flash; a
 * visitor goes to the login page and back; refusals come back as the flash (same Chinese messages).
 */
export const POST: APIRoute = (context) => {
  const back = formBack(context, '/cart_step1');
  return formPost(context, back, async (body) => {
    const actor = await cartActor(context);
    const { lines } = parseInput(addInput, addBody(body));
    const result = await addLines(actor, lines);
    return { kind: result.notice === 'warning' ? 'warning' : 'success', msg: result.msg || '已加入购物车' };
  });
};
