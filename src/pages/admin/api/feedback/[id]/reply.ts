import { ok } from '../../../../../server/http/envelope';
import { idParam, input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { replyFeedback } from '../../../../../server/feedback/feedback';
import { feedbackReplyInput } from '../../../../../server/console/service';

export const permission = 'service';

/** POST /admin/api/feedback/{id}/reply {reply}: the answer the member reads on /yjfk (and a message). */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const { reply } = await input(context, feedbackReplyInput);
  await operatorAction(op, { permission, action: 'feedback.reply', objectType: 'feedback', objectId: id }, async (tx) => ({
    result: await replyFeedback(id, reply, new Date(), tx),
    after: { reply },
  }));
  return ok({ id }, '已回复');
});
