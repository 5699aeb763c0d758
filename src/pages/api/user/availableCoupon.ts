import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readQuery } from '../../../server/http/body';
import { requireLogin } from '../../../server/auth/session';

/**
 * GET /api/user/availableCoupon?type,page: coupons usable for the order being checked out. There is
 * no coupon domain yet (no coupon definitions, no member coupons): the answer is the honest empty
 * page, in the shape step 2 reads, until the coupons issue adds them (the pricing engine already
 * applies a coupon and order creation already shares its reduction over the lines).
 */
export const GET = endpoint(async (context) => {
  await requireLogin(context);
  const q = readQuery(context.url);
  const page = Math.max(1, Number(q.page) || 1);
  return ok({ list: [], total: 0, page, best_id: null });
});
