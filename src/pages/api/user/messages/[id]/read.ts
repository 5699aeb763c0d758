import { endpoint } from '../../../../../server/http/endpoint';
import { ok } from '../../../../../server/http/envelope';
import { idParam } from '../../../../../server/http/request';
import { requireLogin } from '../../../../../server/auth/session.server';
import { markRead, unreadCount } from '../../../../../server/accounts/messages';

/** POST /api/user/messages/{id}/read: marks one message read; answers the new unread count. */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  await markRead(store.id, idParam(context.params.id));
  return ok({ message_count: await unreadCount(store.id) });
});
