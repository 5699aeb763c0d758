import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { idParam, input } from '../../../../server/http/request';
import { editInput, editLine } from '../../../../server/cart';
import { cartActor } from '../../../../server/cart/http.server';
import { assertOwned } from '../../../../server/cart/lines';

/** POST api/cart/{id}/edit {number}: new quantity of a line of the active store (others' ids → 404); answers the whole cart. */
export const POST = endpoint(async (context) => {
  const actor = await cartActor(context);
  const id = idParam(context.params.id);
  await assertOwned(actor, [id]); // another store's line: 404 before the body is read
  const { number } = await input(context, editInput);
  return ok(await editLine(actor, id, number), '数量已修改');
});
