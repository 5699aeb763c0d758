import { promoSave } from '../../../../../server/console/promo-endpoint.server';
import { comboCreateInput, createCombo } from '../../../../../server/console/promo-combos';

export const permission = 'promotions';

/** POST /admin/api/promotions/combos: creates a combination package (组合购). */
export const POST = promoSave({
  schema: comboCreateInput,
  action: 'promo.combos.create',
  objectType: 'goods',
  message: '已创建组合套餐',
  save: (tx, v, _id, op) => createCombo(tx, v, op.id),
});
