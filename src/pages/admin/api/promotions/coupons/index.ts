import { promoSave } from '../../../../../server/console/promo-endpoint.server';
import { couponInput, saveCoupon } from '../../../../../server/console/promo-coupons';

export const permission = 'promotions';

/** POST /admin/api/promotions/coupons: creates a coupon and its 领券中心 offer. */
export const POST = promoSave({
  schema: couponInput,
  action: 'promo.coupons.create',
  objectType: 'coupon',
  message: '已创建优惠券',
  save: (tx, v) => saveCoupon(tx, null, v),
});
