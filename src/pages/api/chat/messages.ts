import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { chatAccess } from '../../../server/chat/access';
import { currentAccount } from '../../../server/auth/session.server';
import { chatInput, messagesAfter, postMemberMessage, recentMessages } from '../../../server/chat/messages';

/** GET /api/chat/messages?username&token&after: the conversation (latest 50, or those after an id). */
export const GET = endpoint(async (context) => {
  const q = context.url.searchParams;
  const access = await chatAccess(q.get('username'), q.get('token'), await currentAccount(context));
  const after = Number(q.get('after') ?? '');
  const list = Number.isSafeInteger(after) && after > 0 ? await messagesAfter(access.storeId, after) : await recentMessages(access.storeId);
  return ok({ company: access.company, list });
});

/** POST /api/chat/messages {username, token, content}: the member's message (≤ 500 characters). */
export const POST = endpoint(async (context) => {
  const body = await input(context, chatInput);
  const access = await chatAccess(body.username, body.token, await currentAccount(context));
  return ok(await postMemberMessage(access.storeId, access.username, body.content), '已发送');
});
