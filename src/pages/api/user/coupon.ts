import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readQuery } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { requireLogin } from '../../../server/auth/session.server';
import { couponListInput } from '../../../server/wallet/schemas';
import { couponList } from '../../../server/coupons/held';

/** GET /api/user/coupon?page,type,status: my coupons (status 1 未使用, 2 已使用, 3 已过期; type 0 all, 1 满减, 2 折扣). */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const q = parseInput(couponListInput, readQuery(context.url));
  return ok(await couponList(store.id, { ...q, pageSize: 20 }));
});
