import { promoSave } from '../../../../../../server/console/promo-endpoint.server';
import { lotteryInput, saveLottery } from '../../../../../../server/console/promo-lottery';

export const permission = 'promotions';

/** POST /admin/api/promotions/lottery/{id}: edits a lottery activity and its prize table. */
export const POST = promoSave({
  schema: lotteryInput,
  action: 'promo.lottery.edit',
  objectType: 'lottery_activity',
  message: '已保存抽奖活动',
  save: (tx, v, id) => saveLottery(tx, id, v),
});
