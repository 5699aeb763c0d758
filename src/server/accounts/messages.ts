import type { MessagePage } from '../../wire/account';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { db, type Db, type Tx } from '../db/client';
import { messages } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { fetchPage } from '../db/paging';

export const MESSAGES_PER_PAGE = 10;

export async function unreadCount(storeId: number): Promise<number> {
  const [row] = await (
    await db()
  )
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.storeId, storeId), isNull(messages.readAt)));
  return Number(row?.n ?? 0);
}

/** A page of the store's messages, newest first, with totals for the pager. */
export async function listMessages(storeId: number, page = 1, onlyUnread = false): Promise<MessagePage> {
  const conn = await db();
  const where = onlyUnread ? and(eq(messages.storeId, storeId), isNull(messages.readAt)) : eq(messages.storeId, storeId);
  const { rows, total } = await fetchPage(
    { page, pageSize: MESSAGES_PER_PAGE },
    (limit, offset) => conn.select().from(messages).where(where).orderBy(desc(messages.createdAt), desc(messages.id)).limit(limit).offset(offset),
    () => conn.select({ total: count() }).from(messages).where(where),
  );
  return {
    total,
    page: Math.max(1, page),
    per_page: MESSAGES_PER_PAGE,
    unread: await unreadCount(storeId),
    list: rows.map((m) => ({ id: m.id, title: m.title, body: m.body, is_read: m.readAt ? 1 : 0, created_at: m.createdAt.toISOString() })),
  };
}

export async function markRead(storeId: number, id: number, now = new Date()): Promise<void> {
  const conn = await db();
  const [row] = await conn
    .select({ id: messages.id, readAt: messages.readAt })
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.storeId, storeId)));
  if (!row) throw new NotFoundError('消息不存在');
  if (!row.readAt) await conn.update(messages).set({ readAt: now }).where(eq(messages.id, id));
}

export async function markAllRead(storeId: number, now = new Date()): Promise<number> {
  const rows = await (
    await db()
  )
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.storeId, storeId), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return rows.length;
}

/** Posts a message to a store (reviews, contract, system notices). */
export async function notify(storeId: number, title: string, body: string, conn?: Db | Tx): Promise<void> {
  await (conn ?? (await db())).insert(messages).values({ storeId, title, body });
}

/** Posts several messages in one statement, in the order given (ids ascending): notices fanned out to many stores. */
export async function notifyMany(conn: Db | Tx, list: readonly { storeId: number; title: string; body: string }[]): Promise<void> {
  if (list.length) await conn.insert(messages).values([...list]);
}
