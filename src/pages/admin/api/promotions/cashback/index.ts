import { promoSave } from '../../../../../server/console/promo-endpoint.server';
import { cashbackInput, saveCashback } from '../../../../../server/console/promo-rules';

export const permission = 'promotions';

/** POST /admin/api/promotions/cashback: creates a 满额返现 rule. */
export const POST = promoSave({
  schema: cashbackInput,
  action: 'promo.cashback.create',
  objectType: 'cashback_rule',
  message: '已创建返现活动',
  save: (tx, v) => saveCashback(tx, null, v),
});
