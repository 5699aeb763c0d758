import { endpoint } from '../../../../../server/http/endpoint';
import { ok } from '../../../../../server/http/envelope';
import { parseInput } from '../../../../../server/http/validate';
import { idField } from '../../../../../server/http/fields';
import { deletePlan, listPlans, planActor } from '../../../../../server/purchase-plan';
import { z } from 'zod';

/** POST api/plan/saved/{id}/delete: deletes one of the store's saved plans (another store's → 404). */
export const POST = endpoint(async (context) => {
  const actor = await planActor(context);
  const { id } = parseInput(z.object({ id: idField('计划') }), context.params);
  await deletePlan(actor, id);
  return ok(await listPlans(actor), '已删除');
});
