import { ok } from '../../../../../../server/http/envelope';
import { idParam, input } from '../../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../../server/console/action';
import { arrangeGoodsPhotos, arrangeInput } from '../../../../../../server/console/goods-photos';

export const permission = 'goods';

/** POST /admin/api/goods/{id}/images/order {order: [3, 1, 2]}: the photos' new order; views left out are removed. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const { order } = await input(context, arrangeInput);
  const r = await operatorAction(op, { permission, action: 'goods.image.arrange', objectType: 'goods', objectId: id }, async (tx) => {
    const done = await arrangeGoodsPhotos(tx, id, order);
    return { result: done.after, ...done };
  });
  return ok(r, '图片已更新');
});
