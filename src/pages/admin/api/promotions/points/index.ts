import { promoSave } from '../../../../../server/console/promo-endpoint.server';
import { createPointsGoods, pointsGoodsCreateInput } from '../../../../../server/console/promo-points';

export const permission = 'promotions';

/** POST /admin/api/promotions/points: creates a points-mall goods. */
export const POST = promoSave({
  schema: pointsGoodsCreateInput,
  action: 'promo.points.create',
  objectType: 'points_goods',
  message: '已添加积分商品',
  save: async (tx, v) => {
    const row = await createPointsGoods(tx, v);
    return { id: row.id, after: row };
  },
});
