import { promoSave } from '../../../../../../server/console/promo-endpoint.server';
import { cashbackInput, saveCashback } from '../../../../../../server/console/promo-rules';

export const permission = 'promotions';

/** POST /admin/api/promotions/cashback/{id}: edits a 满额返现 rule. */
export const POST = promoSave({
  schema: cashbackInput,
  action: 'promo.cashback.edit',
  objectType: 'cashback_rule',
  message: '已保存返现活动',
  save: (tx, v, id) => saveCashback(tx, id, v),
});
