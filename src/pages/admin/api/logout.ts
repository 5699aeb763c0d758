import { ok } from '../../../server/http/envelope';
import { consoleEndpoint } from '../../../server/console/endpoint.server';
import { endOperatorSession } from '../../../server/console/session.server';

export const permission = 'dashboard';

/** POST /admin/api/logout: ends this operator session. */
export const POST = consoleEndpoint(permission, async (context) => {
  await endOperatorSession(context);
  return ok(null, '已退出');
});
