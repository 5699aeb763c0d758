import { z } from 'zod';
import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readQuery } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { requireLogin } from '../../../server/auth/session.server';
import { actorOf } from '../../../server/cart';
import { checkoutPreview, handoverIds } from '../../../server/orders/checkout';
import { BusinessError } from '../../../server/http/errors';
import { ORDER_NO_SELECTION } from '../../../server/orders/errors';

const query = z.object({
  type: z.preprocess((v) => (v === undefined || v === '' ? 0 : Number(v)), z.number({ error: '类型不正确' }).int('类型不正确').min(0, '类型不正确').max(2, '类型不正确')),
  page: z.preprocess((v) => (v === undefined || v === '' ? 1 : Number(v)), z.number({ error: '页码不正确' }).int('页码不正确').min(1, '页码不正确').max(1000, '页码不正确')),
});
const PAGE_SIZE = 20;

/**
 * GET /api/user/availableCoupon?type,page: my unused, valid coupons against the order being checked
 * out (the checkout hand-over): `type` 1 usable ones, 2 the others (with the reason), 0 all. Each
 * carries the amount it takes off; `best_id` is the one step 2 preselects.
 */
export const GET = endpoint(async (context) => {
  const account = await requireLogin(context);
  const actor = actorOf(account);
  const q = parseInput(query, readQuery(context.url));
  const ids = await handoverIds(context, actor.storeId);
  if (!ids) throw new BusinessError(ORDER_NO_SELECTION, '请先在购物车中选择要结算的商品');
  const preview = await checkoutPreview(actor, ids, null, account.store.company);
  const all = preview.coupons.filter((c) => (q.type === 1 ? c.usable === 1 : q.type === 2 ? c.usable === 0 : true));
  return ok({ list: all.slice((q.page - 1) * PAGE_SIZE, q.page * PAGE_SIZE), total: all.length, page: q.page, best_id: preview.coupon_id || null });
});
