import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readBody } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { matchInput, matchPlan, planActor, PLAN_BODY_LIMIT } from '../../../server/purchase-plan';

/**
 * POST api/plan/match {lines: [{row, name, spec, maker, approval, barcode, quantity}], min_shelf_months}:
 * each line's best goods with confidence and up to three alternatives, quantities fitted and the plan
 * priced like the cart. Bad quantities are a 422 naming the rows. Nothing is stored.
 */
export const POST = endpoint(async (context) => {
  const actor = await planActor(context);
  const input = parseInput(matchInput, await readBody(context.request, PLAN_BODY_LIMIT));
  return ok(await matchPlan(actor, input.lines, input.min_shelf_months));
});
