import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readBody } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { planActor, priceInput, pricePlan, PLAN_BODY_LIMIT } from '../../../server/purchase-plan';

/**
 * POST api/plan/price {lines: [{key, goods_id, quantity, chosen}], min_shelf_months}: the plan as the
 * member set it (switched goods, edited quantities, skipped lines) re-fitted and re-priced.
 */
export const POST = endpoint(async (context) => {
  const actor = await planActor(context);
  const input = parseInput(priceInput, await readBody(context.request, PLAN_BODY_LIMIT));
  return ok(
    await pricePlan(
      actor,
      input.lines.map((l) => ({ key: l.key, goodsId: l.goods_id, quantity: l.quantity, chosen: l.chosen })),
      input.min_shelf_months,
    ),
  );
});
