import { promoSave } from '../../../../../server/console/promo-endpoint.server';
import { lotteryInput, saveLottery } from '../../../../../server/console/promo-lottery';

export const permission = 'promotions';

/** POST /admin/api/promotions/lottery: creates a lottery activity and its prize table. */
export const POST = promoSave({
  schema: lotteryInput,
  action: 'promo.lottery.create',
  objectType: 'lottery_activity',
  message: '已创建抽奖活动',
  save: (tx, v) => saveLottery(tx, null, v),
});
