import { promoSave } from '../../../../../../server/console/promo-endpoint';
import { grantInput, grantToStore } from '../../../../../../server/console/promo-coupons';

export const permission = 'promotions';

/** POST /admin/api/promotions/coupons/{id}/grant {store_id}: gives the store one of this coupon (audited). */
export const POST = promoSave({
  schema: grantInput,
  action: 'promo.coupons.grant',
  objectType: 'coupon',
  message: '已发放到门店',
  save: (tx, v, id) => grantToStore(tx, id!, v),
});
