import { promoSave } from '../../../../../../server/console/promo-endpoint.server';
import { couponInput, saveCoupon } from '../../../../../../server/console/promo-coupons';

export const permission = 'promotions';

/** POST /admin/api/promotions/coupons/{id}: edits a coupon and its 领券中心 offer. */
export const POST = promoSave({
  schema: couponInput,
  action: 'promo.coupons.edit',
  objectType: 'coupon',
  message: '已保存优惠券',
  save: (tx, v, id) => saveCoupon(tx, id, v),
});
