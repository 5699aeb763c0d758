import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { loginInput } from '../../../server/console/schemas';
import { loginOperator } from '../../../server/console/login';
import { ipOf, startOperatorSession } from '../../../server/console/session.server';

/** POST /admin/api/login {username, password, code?}: an operator signs in (its own cookie, never a member session). */
export const POST = endpoint(async (context) => {
  const body = await input(context, loginInput);
  const op = await loginOperator(body, ipOf(context));
  await startOperatorSession(context, op.id);
  return ok(op, '登录成功');
});
