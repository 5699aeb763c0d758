import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { requireLogin } from '../../../server/auth/session.server';
import { listMessages } from '../../../server/accounts/messages';

/** GET /api/user/messages?page&unread=1: the active store's messages (我的消息), newest first. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(context.url.searchParams.get('page') ?? '1', 10) || 1));
  return ok(await listMessages(store.id, page, context.url.searchParams.get('unread') === '1'));
});
