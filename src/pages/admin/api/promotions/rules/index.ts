import { promoSave } from '../../../../../server/console/promo-endpoint.server';
import { promotionInput, savePromotion } from '../../../../../server/console/promo-rules';

export const permission = 'promotions';

/** POST /admin/api/promotions/rules: creates a 满减 / 满折 / 买赠 activity. */
export const POST = promoSave({
  schema: promotionInput,
  action: 'promo.rules.create',
  objectType: 'promotion_activity',
  message: '已创建活动',
  save: (tx, v) => savePromotion(tx, null, v),
});
