import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { copyInput, copyLines } from '../../../server/cart';
import { cartActor } from '../../../server/cart/http.server';

/** POST /api/cart/copy {ids, other_user_ids}: copies lines into the member's other stores' carts. */
export const POST = endpoint(async (context) => {
  const actor = await cartActor(context);
  const { ids, other_user_ids } = await input(context, copyInput);
  const result = await copyLines(actor, ids, other_user_ids);
  const msg = result.copied ? `已复制 ${result.copied} 件商品到 ${result.stores} 家门店${result.skipped.length ? `，${result.skipped.length} 件未复制` : ''}` : '没有可复制的商品';
  return ok(result, msg);
});
