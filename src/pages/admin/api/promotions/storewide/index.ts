import { promoSave } from '../../../../../server/console/promo-endpoint.server';
import { saveStorewide, storewideInput } from '../../../../../server/console/promo-rules';

export const permission = 'promotions';

/** POST /admin/api/promotions/storewide: creates the store-wide discount (全场94折). */
export const POST = promoSave({
  schema: storewideInput,
  action: 'promo.storewide.create',
  objectType: 'promotion_activity',
  message: '已创建全场折扣',
  save: (tx, v) => saveStorewide(tx, null, v),
});
