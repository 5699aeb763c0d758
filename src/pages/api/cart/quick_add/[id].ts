import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { idParam, input } from '../../../../server/http/request';
import { quickAdd, quickAddInput } from '../../../../server/cart';
import { cartActor } from '../../../../server/cart/http.server';

/** POST api/cart/quick_add/{goods id} {number?}: adds one goods (default: its smallest allowed quantity), e.g. from 快捷采购. */
export const POST = endpoint(async (context) => {
  const actor = await cartActor(context);
  const goodsId = idParam(context.params.id);
  const body = await input(context, quickAddInput);
  const result = await quickAdd(actor, goodsId, body);
  return ok({ ...result.data, notice: result.notice }, result.msg);
});
