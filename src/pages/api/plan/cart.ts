import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readBody } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { addPlanToCart, cartInput, planActor, PLAN_BODY_LIMIT } from '../../../server/purchase-plan';
import type { PlanAddedToCart } from '../../../wire/purchase-plan';

/**
 * POST api/plan/cart {lines: [{goods_id, number}]}: adds every chosen line to the cart in one request,
 * merging with lines already there, all or nothing (the cart's add path).
 */
export const POST = endpoint(async (context) => {
  const actor = await planActor(context);
  const input = parseInput(cartInput, await readBody(context.request, PLAN_BODY_LIMIT));
  const result = await addPlanToCart(actor, input.lines);
  return ok<PlanAddedToCart>({ ...result.data, notice: result.notice }, result.msg);
});
