import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { requireLogin } from '../../../../server/auth/session.server';
import { markAllRead } from '../../../../server/accounts/messages';

/** POST /api/user/messages/read_all: marks every message of the active store read. */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const changed = await markAllRead(store.id);
  return ok({ changed, message_count: 0 }, '已全部标记为已读');
});
