import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readQuery } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { z } from 'zod';
import { cartActor } from '../../../server/cart/http.server';
import { idField } from '../../../server/http/fields';
import { requireLogin } from '../../../server/auth/session.server';
import { checkoutPreview, handoverIds } from '../../../server/orders/checkout';
import { BusinessError } from '../../../server/http/errors';
import { ORDER_NO_SELECTION } from '../../../server/orders/errors';

const query = z.object({
  address_id: idField('收货地址').optional(),
  /** Omitted: the best usable coupon; 0: none. */
  coupon_id: z.preprocess((v) => (v === '' ? undefined : v), z.union([z.literal('0').transform(() => 0), idField('优惠券')]).optional()),
});

/** GET /api/order/confirm?address_id&coupon_id: step 2 — the chosen cart lines priced as the order(s) they become, for that address. */
export const GET = endpoint(async (context) => {
  const account = await requireLogin(context);
  const actor = await cartActor(context);
  const { address_id, coupon_id } = parseInput(query, readQuery(context.url));
  const ids = await handoverIds(context, actor.storeId);
  if (!ids) throw new BusinessError(ORDER_NO_SELECTION, '请先在购物车中选择要结算的商品');
  return ok(await checkoutPreview(actor, ids, address_id, account.store.company, coupon_id));
});
