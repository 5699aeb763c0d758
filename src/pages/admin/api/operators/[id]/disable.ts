import { ok } from '../../../../../server/http/envelope';
import { idParam, input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { disableInput, setOperatorDisabled } from '../../../../../server/console/operators';

export const permission = 'operators';

/** POST /admin/api/operators/{id}/disable {disabled: 1|0}: 停用 (sessions end) or 启用 an operator (管理员 only; never oneself). */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const { disabled } = await input(context, disableInput);
  await operatorAction(op, { permission, action: disabled ? 'operator.disable' : 'operator.enable', objectType: 'operator', objectId: id }, async (tx) => ({
    result: null,
    ...(await setOperatorDisabled(tx, id, disabled, op.id)),
  }));
  return ok({ id, disabled }, disabled ? '已停用' : '已启用');
});
