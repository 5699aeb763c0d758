import { ok } from '../../../../../server/http/envelope';
import { idParam, input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { resetOperatorPassword, resetPasswordInput } from '../../../../../server/console/operators';

export const permission = 'operators';

/** POST /admin/api/operators/{id}/password {password}: a new password (管理员 only); the operator's sessions end. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const { password } = await input(context, resetPasswordInput);
  await operatorAction(op, { permission, action: 'operator.password', objectType: 'operator', objectId: id }, async (tx) => ({
    result: null,
    after: await resetOperatorPassword(tx, id, password),
  }));
  return ok({ id }, '密码已重置');
});
