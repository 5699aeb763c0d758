import { endpoint } from '../../../../../server/http/endpoint';
import { ok } from '../../../../../server/http/envelope';
import { NotFoundError } from '../../../../../server/http/errors';
import { idParam } from '../../../../../server/http/request';
import { requireLogin, setSessionStore } from '../../../../../server/auth/session.server';
import { setActiveStore } from '../../../../../server/accounts/members';

/** POST /api/user/stores/{id}/switch: makes one of the member's stores the active one (another's → 404). */
export const POST = endpoint(async (context) => {
  const account = await requireLogin(context);
  const id = idParam(context.params.id);
  if (!(await setActiveStore(account.member.id, id))) throw new NotFoundError('门店不存在');
  await setSessionStore(context, id);
  return ok({ id }, '已切换门店');
});
