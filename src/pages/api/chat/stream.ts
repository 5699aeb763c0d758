import { endpoint } from '../../../server/http/endpoint';
import { chatAccess } from '../../../server/chat/access';
import { chatStream } from '../../../server/chat/stream';
import { currentAccount, loginStillLive, sessionIdOf } from '../../../server/auth/session.server';

/**
 * GET /api/chat/stream?username&token&after: server-sent events with each new message of the
 * conversation, while the login the token was made for lasts; resumes after `Last-Event-ID` (EventSource reconnects) or `after`.
 */
export const GET = endpoint(async (context) => {
  const q = context.url.searchParams;
  const access = await chatAccess(q.get('username'), q.get('token'), await currentAccount(context));
  const sessionId = sessionIdOf(context) ?? '';
  const resume = Number(context.request.headers.get('last-event-id') ?? q.get('after') ?? '0');
  const after = Number.isSafeInteger(resume) && resume > 0 ? resume : 0;
  return chatStream(access.storeId, after, access.expiresAt, context.request.signal, () => loginStillLive(sessionId, access));
});
