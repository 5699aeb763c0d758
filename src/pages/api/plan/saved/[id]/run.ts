import { endpoint } from '../../../../../server/http/endpoint';
import { ok } from '../../../../../server/http/envelope';
import { parseInput } from '../../../../../server/http/validate';
import { idField } from '../../../../../server/http/fields';
import { planActor, runPlan } from '../../../../../server/purchase-plan';
import { z } from 'zod';

/** POST api/plan/saved/{id}/run: the saved plan matched and priced for today (another store's plan → 404). */
export const POST = endpoint(async (context) => {
  const actor = await planActor(context);
  const { id } = parseInput(z.object({ id: idField('计划') }), context.params);
  return ok(await runPlan(actor, id));
});
