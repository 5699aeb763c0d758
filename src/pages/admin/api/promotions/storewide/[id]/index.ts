import { promoSave } from '../../../../../../server/console/promo-endpoint.server';
import { saveStorewide, storewideInput } from '../../../../../../server/console/promo-rules';

export const permission = 'promotions';

/** POST /admin/api/promotions/storewide/{id}: edits the store-wide discount (全场94折). */
export const POST = promoSave({
  schema: storewideInput,
  action: 'promo.storewide.edit',
  objectType: 'promotion_activity',
  message: '已保存全场折扣',
  save: (tx, v, id) => saveStorewide(tx, id, v),
});
