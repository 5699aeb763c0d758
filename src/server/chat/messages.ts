import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { text as safeText } from '../http/text';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import { chatMessages, members, stores } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import { LIMITS, take } from '../limits';
import type { ChatMessage, InboxRow } from '../../wire/chat';

export const CHAT_HISTORY = 50;
export const CHAT_MAX_CHARS = 500;
/** Member messages per minute (a person types slower): LIMITS.chatPerStore. */
export const CHAT_RATE = LIMITS.chatPerStore.points;

export const chatInput = z.object({
  username: safeText().max(50).default(''),
  token: safeText().max(600).default(''),
  content: safeText({ error: '请输入消息内容' }).trim().min(1, '请输入消息内容').max(CHAT_MAX_CHARS, `消息不能超过 ${CHAT_MAX_CHARS} 个字`),
});

type Row = typeof chatMessages.$inferSelect;
export type ChatMessageView = ChatMessage;

export function messageView(r: Row): ChatMessageView {
  return { id: r.id, sender: r.sender, author: r.sender === 'operator' ? '客服' : r.author, content: r.body, created_at: r.createdAt.toISOString() };
}

/** The latest {@link CHAT_HISTORY} messages, oldest first (what a reload shows). */
export async function recentMessages(storeId: number): Promise<ChatMessageView[]> {
  const rows = await (await db()).select().from(chatMessages).where(eq(chatMessages.storeId, storeId)).orderBy(desc(chatMessages.id)).limit(CHAT_HISTORY);
  return rows.reverse().map(messageView);
}

/** Messages after `afterId`, oldest first (the stream and reconnects). */
export async function messagesAfter(storeId: number, afterId: number, limit = 100): Promise<ChatMessageView[]> {
  const rows = await (
    await db()
  )
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.storeId, storeId), gt(chatMessages.id, afterId)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
  return rows.map(messageView);
}

/** Stores a member's message (rate-limited per store). */
export async function postMemberMessage(storeId: number, username: string, content: string, now = new Date()): Promise<ChatMessageView> {
  // Counted first, atomically (src/server/limits): parallel sends cannot pass the rate.
  await take(LIMITS.chatPerStore, String(storeId));
  const [row] = await (await db()).insert(chatMessages).values({ storeId, sender: 'member', author: username, body: content, createdAt: now }).returning();
  return messageView(row!);
}

/** The operator's answer to a member (CLI now, console later). */
export async function postOperatorMessage(username: string, content: string, operator = '客服', now = new Date()): Promise<ChatMessageView & { store_id: number }> {
  const text = content.trim();
  if (!text) throw new BusinessError(40402, '请输入回复内容');
  if (text.length > CHAT_MAX_CHARS) throw new BusinessError(40402, `回复不能超过 ${CHAT_MAX_CHARS} 个字`);
  const conn = await db();
  const [store] = await conn
    .select({ id: stores.id })
    .from(stores)
    .innerJoin(members, eq(members.id, stores.memberId))
    .where(eq(members.username, username))
    .orderBy(sql`${members.activeStoreId} = ${stores.id} desc`, asc(stores.id))
    .limit(1);
  if (!store) throw new NotFoundError(`找不到会员：${username}`);
  const [row] = await conn.insert(chatMessages).values({ storeId: store.id, sender: 'operator', author: operator, body: text, createdAt: now }).returning();
  return { ...messageView(row!), store_id: store.id };
}

/** Conversations with their last message, those waiting for an answer first. */
export async function conversations(limit = 30): Promise<Omit<InboxRow, 'last_id'>[]> {
  const rows = await queryRows<{ store_id: number; company: string; username: string; last_sender: string; last_body: string; last_at: string | Date; waiting: boolean }>(
    await db(),
    sql`
    select distinct on (c.store_id) c.store_id, s.company, m.username, c.sender as last_sender, c.body as last_body, c.created_at as last_at,
      (c.sender = 'member') as waiting
    from chat_messages c join stores s on s.id = c.store_id join members m on m.id = s.member_id
    order by c.store_id, c.id desc
    limit ${limit}`,
  );
  // a raw query's timestamp is a Date on one driver and a string on the other: the view sends ISO text
  return rows.map((r) => ({ ...r, last_at: new Date(r.last_at).toISOString(), store_id: Number(r.store_id) }));
}
