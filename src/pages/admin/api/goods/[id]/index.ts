import { ok } from '../../../../../server/http/envelope';
import { idParam, input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { editGoods, editInput } from '../../../../../server/console/goods';
import { updateGoods } from '../../../../../server/console/goods-editor';
import { goodsUpdateInput } from '../../../../../server/console/goods-editor-input';
import { priceChanged } from '../../../../../server/replenish/price-drops';

export const permission = 'goods';

/** POST /admin/api/goods/{id} {version, …fields}: saves an edit if nobody changed the goods since `version` (else 409). */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const body = await input(context, editInput);
  await operatorAction(op, { permission, action: 'goods.edit', objectType: 'goods', objectId: id }, async (tx) => ({ result: null, ...(await editGoods(tx, id, body)) }));
  await priceChanged([id]); // 降价通知 of this goods, after the commit
  return ok({ id }, '商品已保存');
});

/** PUT /admin/api/goods/{id} {version, …every editor field}: the goods editor's save, same version check (409), stock untouched. */
export const PUT = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const body = await input(context, goodsUpdateInput);
  await operatorAction(op, { permission, action: 'goods.edit', objectType: 'goods', objectId: id }, async (tx) => ({ result: null, ...(await updateGoods(tx, id, body)) }));
  await priceChanged([id]);
  return ok({ id }, '商品已保存');
});
