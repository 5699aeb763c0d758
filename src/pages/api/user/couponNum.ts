import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { requireLogin } from '../../../server/auth/session.server';
import { couponCounts } from '../../../server/coupons/held';
import type { CouponCount } from '../../../wire/coupons';

/** GET api/user/couponNum: how many of my coupons are usable now (`num`), with the other statuses. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const counts = await couponCounts(store.id);
  return ok<CouponCount>({ num: counts.unused, ...counts });
});
