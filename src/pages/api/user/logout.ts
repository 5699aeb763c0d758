import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { currentAccount, endSession } from '../../../server/auth/session.server';
import { LoginRequiredError } from '../../../server/http/errors';

/** DELETE /api/user/logout: ends the session (storage entry and cookie). Already logged out → 10001. */
export const DELETE = endpoint(async (context) => {
  const account = await currentAccount(context);
  endSession(context);
  if (!account) throw new LoginRequiredError('您已退出登录');
  return ok(null, '已安全退出');
});
