import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readBody } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { feedbackInput, submitFeedback } from '../../../server/feedback/feedback';
import { viewerOf } from '../../../server/auth/viewer-of';

/** POST /api/user/feedback: 投诉建议 from the help centre (visitors too) and the member centre. */
export const POST = endpoint(async (context) => {
  const input = parseInput(feedbackInput, await readBody(context.request));
  const viewer = await viewerOf(context);
  const saved = await submitFeedback(input, context.clientAddress, viewer.storeId);
  return ok(saved, '感谢您的反馈，我们会尽快处理');
});
