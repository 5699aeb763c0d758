import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Tx } from '../db/client';
import { queryRows } from '../db/rows';
import { chatMessages, stores } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { CHAT_MAX_CHARS, messageView } from '../chat/messages';
import { WANTED_STATUSES } from '../db/schema';
import type { InboxRow } from '../../wire/chat';

/**
 * Customer service in the console (客服): answering a store's chat (the member's page streams it
 * from the same table), and the inputs of feedback and wanted-product replies (their rules live in
 * `feedback/` and `wanted/`, which take the action's transaction).
 */
export const chatAnswerInput = z.object({
  content: z.string({ error: '请输入回复内容' }).trim().min(1, '请输入回复内容').max(CHAT_MAX_CHARS, `回复不能超过 ${CHAT_MAX_CHARS} 个字`),
});

/** 404 unless the store exists (a stream for nobody would poll for nothing). */
export async function storeExists(storeId: number): Promise<void> {
  const [store] = await (await db()).select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw new NotFoundError('门店不存在');
}

/** The operator's answer in a store's conversation, signed with the operator's name (the member sees 客服). */
export async function answerChat(tx: Tx, storeId: number, content: string, operatorName: string) {
  const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw new NotFoundError('门店不存在');
  const [row] = await tx.insert(chatMessages).values({ storeId, sender: 'operator', author: operatorName, body: content }).returning();
  return messageView(row!);
}

export const feedbackReplyInput = z.object({
  reply: z.string({ error: '请填写回复内容' }).trim().min(1, '请填写回复内容').max(1000, '回复内容不能超过 1000 个字'),
});

export const wantedDecisionInput = z.object({
  status: z.enum(WANTED_STATUSES.filter((s) => s !== 'pending') as ['accepted', 'listed', 'rejected'], { error: '请选择处理结果' }),
  reply: z.string().trim().max(500, '回复最多 500 个字').default(''),
  goods_id: z.coerce.number({ error: '商品 ID 应为整数' }).int('商品 ID 应为整数').min(0).max(2_147_483_647).default(0),
  /** The status the operator saw (the form's hidden field): a request that moved since is not answered on top. */
  from: z.enum(WANTED_STATUSES, { error: '求购状态无效' }).optional(),
});

/** Conversations, those whose last message is the member's (待回复) first, then the latest. */
export async function chatInbox(limit = 50): Promise<InboxRow[]> {
  const rows = await queryRows<{
    store_id: number;
    company: string;
    username: string;
    last_id: number;
    last_sender: string;
    last_body: string;
    last_at: string | Date;
    waiting: boolean;
  }>(
    await db(),
    sql`
    select * from (
      select distinct on (c.store_id) c.store_id, s.company, m.username, c.id as last_id, c.sender as last_sender, c.body as last_body, c.created_at as last_at,
        (c.sender = 'member') as waiting
      from chat_messages c join stores s on s.id = c.store_id join members m on m.id = s.member_id
      order by c.store_id, c.id desc
    ) x
    order by waiting desc, last_id desc
    limit ${limit}`,
  );
  return rows.map((r) => ({ ...r, last_at: new Date(r.last_at).toISOString(), last_id: Number(r.last_id), store_id: Number(r.store_id) }));
}
