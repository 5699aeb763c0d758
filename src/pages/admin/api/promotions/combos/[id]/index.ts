import { promoSave } from '../../../../../../server/console/promo-endpoint.server';
import { comboEditInput, editCombo } from '../../../../../../server/console/promo-combos';

export const permission = 'promotions';

/** POST /admin/api/promotions/combos/{id}: edits a combination package (组合购). */
export const POST = promoSave({
  schema: comboEditInput,
  action: 'promo.combos.edit',
  objectType: 'goods',
  message: '已保存组合套餐',
  save: async (tx, v, id) => ({ id: id!, ...(await editCombo(tx, id!, v)) }),
});
