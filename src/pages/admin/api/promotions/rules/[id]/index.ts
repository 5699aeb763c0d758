import { promoSave } from '../../../../../../server/console/promo-endpoint.server';
import { promotionInput, savePromotion } from '../../../../../../server/console/promo-rules';

export const permission = 'promotions';

/** POST /admin/api/promotions/rules/{id}: edits a 满减 / 满折 / 买赠 activity. */
export const POST = promoSave({
  schema: promotionInput,
  action: 'promo.rules.edit',
  objectType: 'promotion_activity',
  message: '已保存活动',
  save: (tx, v, id) => savePromotion(tx, id, v),
});
