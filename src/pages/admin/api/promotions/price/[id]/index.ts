import { promoSave } from '../../../../../../server/console/promo-endpoint.server';
import { priceActivityInput, savePriceActivity } from '../../../../../../server/console/promo-price';

export const permission = 'promotions';

/** POST /admin/api/promotions/price/{id}: edits a special-price activity (秒杀场次, 每日特价, 拼团, 近效期) with its goods. */
export const POST = promoSave({
  schema: priceActivityInput,
  action: 'promo.price.edit',
  objectType: 'price_activity',
  message: '已保存活动',
  save: (tx, v, id) => savePriceActivity(tx, id, v),
});
