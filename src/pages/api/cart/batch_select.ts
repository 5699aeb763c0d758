import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { selectInput, selectLines } from '../../../server/cart';
import { cartActor } from '../../../server/cart/http.server';

/** POST /api/cart/batch_select {ids, is_selected}: (un)selects lines; unbuyable ones stay unselected; answers the whole cart. */
export const POST = endpoint(async (context) => {
  const actor = await cartActor(context);
  const { ids, is_selected } = await input(context, selectInput);
  return ok(await selectLines(actor, ids, is_selected === 1));
});
