import { promoSave } from '../../../../../../server/console/promo-endpoint.server';
import { editPointsGoods, pointsGoodsEditInput } from '../../../../../../server/console/promo-points';

export const permission = 'promotions';

/** POST /admin/api/promotions/points/{id}: edits a points-mall goods. */
export const POST = promoSave({
  schema: pointsGoodsEditInput,
  action: 'promo.points.edit',
  objectType: 'points_goods',
  message: '已保存积分商品',
  save: async (tx, v, id) => ({ id: id!, ...(await editPointsGoods(tx, id!, v)) }),
});
