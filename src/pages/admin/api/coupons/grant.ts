import { promoSave } from '../../../../server/console/promo-endpoint.server';
import { grantInput, grantToStore } from '../../../../server/console/promo-coupons';

export const permission = 'promotions';

/** POST /admin/api/coupons/grant {coupon_id, store_id}: 发放给门店 — gives the store one of the coupon (audited, role 商品/管理员). */
export const POST = promoSave({
  schema: grantInput,
  action: 'promo.coupons.grant',
  objectType: 'coupon',
  message: '已发放到门店',
  save: (tx, v) => grantToStore(tx, v),
});
