import { ok } from '../../../../../server/http/envelope';
import { idParam, input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { recentMessages } from '../../../../../server/chat/messages';
import { answerChat, chatAnswerInput } from '../../../../../server/console/service';

export const permission = 'service';

/** GET /admin/api/chat/{storeId}: the conversation's latest messages, oldest first. */
export const GET = consoleEndpoint(permission, async (context) => ok(await recentMessages(idParam(context.params.id))));

/** POST /admin/api/chat/{storeId} {content}: the operator's answer; the member's chat page streams it. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const { content } = await input(context, chatAnswerInput);
  const sent = await operatorAction(op, { permission, action: 'chat.answer', objectType: 'store', objectId: id }, async (tx) => {
    const m = await answerChat(tx, id, content, op.name);
    return { result: m, after: { message: m.id, content } };
  });
  return ok(sent, '已发送');
});
