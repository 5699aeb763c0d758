import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { text as safeText } from '../http/text';
import { LIMITS, take } from '../limits';
import { db, type Db, type Tx } from '../db/client';
import { fetchPage } from '../db/paging';
import { feedback, FEEDBACK_CATEGORIES } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import { notify } from '../accounts/messages';

export const FEEDBACK_MAX_CHARS = 500;
/** At most this many submissions per IP per 10 minutes: enough for a person, not for a script. */
export const FEEDBACK_LIMIT = LIMITS.feedbackPerIp.points;
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_PER_PAGE = 10;

export const FEEDBACK_CATEGORY_TEXT: Record<(typeof FEEDBACK_CATEGORIES)[number], string> = {
  complaint: '投诉',
  suggestion: '建议',
  goods: '商品问题',
  delivery: '物流配送',
  website: '网站功能',
  other: '其他',
};

export const feedbackInput = z.object({
  category: z.enum(FEEDBACK_CATEGORIES, { error: '请选择反馈类型' }).default('suggestion'),
  content: safeText({ error: '请填写反馈内容' }).trim().min(1, '请填写反馈内容').max(FEEDBACK_MAX_CHARS, `反馈内容不能超过 ${FEEDBACK_MAX_CHARS} 个字`),
  contact: safeText().trim().max(50, '联系方式不能超过 50 个字').default(''),
});
export type FeedbackInput = z.infer<typeof feedbackInput>;

/**
 * Counts one submission of this IP (atomically, before anything is stored: call it before saving
 * images) and refuses with 429 past FEEDBACK_LIMIT.
 */
export async function countFeedback(ip: string): Promise<void> {
  await take(LIMITS.feedbackPerIp, ip);
}

/** Records feedback (the caller counted it with {@link countFeedback} first). */
export async function submitFeedback(input: FeedbackInput, ip: string, storeId: number | null, now = new Date(), images: string[] = []): Promise<{ id: number }> {
  const conn = await db();
  const [row] = await conn
    .insert(feedback)
    .values({ ...input, images, ip, storeId, createdAt: now })
    .returning({ id: feedback.id });
  return row;
}

type Row = typeof feedback.$inferSelect;

function view(r: Row) {
  return {
    id: r.id,
    category: r.category,
    category_text: FEEDBACK_CATEGORY_TEXT[r.category],
    content: r.content,
    contact: r.contact,
    images: r.images.map((_, i) => `/api/user/feedback/${r.id}/image/${i + 1}`),
    reply: r.reply,
    status_text: r.repliedAt ? '已回复' : '待回复',
    replied_at: r.repliedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}
export type FeedbackView = ReturnType<typeof view>;

/** The store's feedback history (from /yjfk and the help page's 投诉建议 alike), newest first. */
export async function listFeedback(storeId: number, wanted = 1) {
  const page = Math.max(1, Math.min(wanted, 10_000));
  const conn = await db();
  const where = eq(feedback.storeId, storeId);
  const { rows, total } = await fetchPage(
    { page, pageSize: FEEDBACK_PER_PAGE },
    (limit, offset) => conn.select().from(feedback).where(where).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(limit).offset(offset),
    () => conn.select({ total: count() }).from(feedback).where(where),
  );
  return { total, page, per_page: FEEDBACK_PER_PAGE, list: rows.map(view) };
}

async function ownRow(storeId: number, id: number): Promise<Row> {
  const [row] = await (
    await db()
  )
    .select()
    .from(feedback)
    .where(and(eq(feedback.id, id), eq(feedback.storeId, storeId)));
  if (!row) throw new NotFoundError('反馈记录不存在');
  return row;
}

export async function feedbackDetail(storeId: number, id: number): Promise<FeedbackView> {
  return view(await ownRow(storeId, id));
}

/** The storage key of image `n` (1-based) of the store's feedback. */
export async function feedbackImage(storeId: number, id: number, n: number): Promise<string> {
  const key = (await ownRow(storeId, id)).images[n - 1];
  if (!key) throw new NotFoundError('图片不存在');
  return key;
}

/** The operator's reply (CLI, or the console inside its action's transaction `conn`); a member's feedback also gets a message. */
export async function replyFeedback(id: number, reply: string, now = new Date(), conn?: Db | Tx): Promise<FeedbackView> {
  const text = reply.trim();
  if (!text) throw new BusinessError(40201, '请填写回复内容');
  if (text.length > 1000) throw new BusinessError(40201, '回复内容不能超过 1000 个字');
  const c = conn ?? (await db());
  const [row] = await c.update(feedback).set({ reply: text, repliedAt: now }).where(eq(feedback.id, id)).returning();
  if (!row) throw new NotFoundError('反馈记录不存在');
  if (row.storeId) await notify(row.storeId, '您的意见反馈已回复', text, c);
  return view(row);
}

export async function feedbackForOperator(onlyOpen = true, limit = 50) {
  const conn = await db();
  const q = conn.select().from(feedback);
  const rows = await (onlyOpen ? q.where(isNull(feedback.repliedAt)) : q).orderBy(desc(feedback.id)).limit(limit);
  return rows.map((r) => ({ ...view(r), store_id: r.storeId }));
}
