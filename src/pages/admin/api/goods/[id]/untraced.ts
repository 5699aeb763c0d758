import { ok } from '../../../../../server/http/envelope';
import { idParam, input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { setUntraced, untracedInput } from '../../../../../server/batches/untraced';

export const permission = 'goods';

/** POST /admin/api/goods/{id}/untraced {untraced: 1|0}: the goods carries no 药品追溯码 (its lines ship 无码 without a reason). */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const { untraced } = await input(context, untracedInput);
  await operatorAction(op, { permission, action: 'goods.untraced', objectType: 'goods', objectId: id }, async (tx) => {
    const before = await setUntraced(tx, id, untraced);
    return { result: null, before: { untraced: before }, after: { untraced } };
  });
  return ok({ untraced }, untraced ? '已设为无追溯码：发货时无需扫码' : '已设为有追溯码：发货时需逐盒扫码');
});
