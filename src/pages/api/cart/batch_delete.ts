import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { deleteLines, idsInput } from '../../../server/cart';
import { cartActor } from '../../../server/cart/http.server';

/** POST api/cart/batch_delete {ids}: removes lines (all or none; a foreign id → 404); answers the whole cart. */
export const POST = endpoint(async (context) => {
  const actor = await cartActor(context);
  const { ids } = await input(context, idsInput);
  return ok(await deleteLines(actor, ids), '删除成功');
});
