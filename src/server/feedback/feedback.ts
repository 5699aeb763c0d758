import { and, count, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '../db/client';
import { feedback } from '../db/schema';
import { BusinessError } from '../http/errors';

export const FEEDBACK_MAX_CHARS = 500;
/** At most this many submissions per IP per window: enough for a person, not for a script. */
export const FEEDBACK_LIMIT = 5;
export const FEEDBACK_WINDOW_MS = 10 * 60 * 1000;
export const RATE_LIMITED = 429;

export const feedbackInput = z.object({
  category: z.enum(['complaint', 'suggestion', 'other'], { error: '请选择反馈类型' }).default('suggestion'),
  content: z.string({ error: '请填写反馈内容' }).trim().min(1, '请填写反馈内容').max(FEEDBACK_MAX_CHARS, `反馈内容不能超过 ${FEEDBACK_MAX_CHARS} 个字`),
  contact: z.string().trim().max(50, '联系方式不能超过 50 个字').default(''),
});
export type FeedbackInput = z.infer<typeof feedbackInput>;

/** Records feedback unless this IP already sent FEEDBACK_LIMIT within the window. */
export async function submitFeedback(input: FeedbackInput, ip: string, storeId: number | null, now = new Date()): Promise<{ id: number }> {
  const conn = await db();
  const since = new Date(now.getTime() - FEEDBACK_WINDOW_MS);
  const [{ recent }] = await conn
    .select({ recent: count() })
    .from(feedback)
    .where(and(eq(feedback.ip, ip), gt(feedback.createdAt, since)));
  if (recent >= FEEDBACK_LIMIT) throw new BusinessError(RATE_LIMITED, '提交过于频繁，请稍后再试', 429);
  const [row] = await conn
    .insert(feedback)
    .values({ ...input, ip, storeId, createdAt: now })
    .returning({ id: feedback.id });
  return row;
}
