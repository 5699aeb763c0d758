import { z } from 'zod';
import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { requireLogin } from '../../../server/auth/session.server';
import { claimCoupon } from '../../../server/coupons/centre';
import type { ClaimAnswer } from '../../../wire/coupons';

const body = z.object({ id: z.coerce.number({ error: '请选择优惠券' }).int('请选择优惠券').min(1, '请选择优惠券').max(2_147_483_647, '请选择优惠券') });

/** POST /api/activity/coupon_claim {id}: claims one coupon of an offer into the store's coupons. */
export const POST = endpoint(async (context) => {
  const account = await requireLogin(context);
  const { id } = await input(context, body);
  const r = await claimCoupon(account.store.id, id);
  return ok<ClaimAnswer>({ member_coupon_id: r.memberCouponId, mine: r.mine, left: r.left }, '领取成功，可在结算时使用');
});
