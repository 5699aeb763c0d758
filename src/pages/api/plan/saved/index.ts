import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { readBody } from '../../../../server/http/body';
import { parseInput } from '../../../../server/http/validate';
import { listPlans, planActor, saveInput, savePlan, PLAN_BODY_LIMIT } from '../../../../server/purchase-plan';

/** GET api/plan/saved: the store's saved plans (常购计划), newest first. */
export const GET = endpoint(async (context) => ok(await listPlans(await planActor(context))));

/** POST api/plan/saved {id?, name, min_shelf_months, lines: [{goods_id|null, quantity, name, spec, maker, approval, barcode}]}. */
export const POST = endpoint(async (context) => {
  const actor = await planActor(context);
  const input = parseInput(saveInput, await readBody(context.request, PLAN_BODY_LIMIT));
  const saved = await savePlan(actor, input);
  return ok({ ...saved, plans: await listPlans(actor) }, input.id ? '常购计划已更新' : '已保存为常购计划');
});
