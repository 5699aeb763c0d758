import { z } from 'zod';
import { text as safeText } from '../http/text';
import { db } from '../db/client';
import { feedback } from '../db/schema';
import { LIMITS, take } from '../limits';

export const FEEDBACK_MAX_CHARS = 500;
/** At most this many submissions per IP per 10 minutes: enough for a person, not for a script. */
export const FEEDBACK_LIMIT = LIMITS.feedbackPerIp.points;

export const feedbackInput = z.object({
  category: z.enum(['complaint', 'suggestion', 'other'], { error: '请选择反馈类型' }).default('suggestion'),
  content: safeText({ error: '请填写反馈内容' }).trim()
    .min(1, '请填写反馈内容')
    .max(FEEDBACK_MAX_CHARS, `反馈内容不能超过 ${FEEDBACK_MAX_CHARS} 个字`),
  contact: safeText().trim().max(50, '联系方式不能超过 50 个字').default(''),
});
export type FeedbackInput = z.infer<typeof feedbackInput>;

/** Records feedback unless this IP already sent FEEDBACK_LIMIT within the window (counted first, atomically). */
export async function submitFeedback(input: FeedbackInput, ip: string, storeId: number | null, now = new Date()): Promise<{ id: number }> {
  await take(LIMITS.feedbackPerIp, ip);
  const conn = await db();
  const [row] = await conn.insert(feedback).values({ ...input, ip, storeId, createdAt: now }).returning({ id: feedback.id });
  return row;
}
