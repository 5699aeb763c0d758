import { O as messages, t as db } from "./client_BXA_sWCA.mjs";
import { r as NotFoundError } from "./errors_BPrdOY2Z.mjs";
import { and, count, desc, eq, isNull } from "drizzle-orm";
async function unreadCount(storeId) {
	const [row] = await (await db()).select({ n: count() }).from(messages).where(and(eq(messages.storeId, storeId), isNull(messages.readAt)));
	return Number(row?.n ?? 0);
}
/** A page of the store's messages, newest first, with totals for the pager. */
async function listMessages(storeId, page = 1, onlyUnread = false) {
	const conn = await db();
	const where = onlyUnread ? and(eq(messages.storeId, storeId), isNull(messages.readAt)) : eq(messages.storeId, storeId);
	const [{ total }] = await conn.select({ total: count() }).from(messages).where(where);
	const rows = await conn.select().from(messages).where(where).orderBy(desc(messages.createdAt), desc(messages.id)).limit(10).offset((Math.max(1, page) - 1) * 10);
	return {
		total: Number(total),
		page: Math.max(1, page),
		per_page: 10,
		unread: await unreadCount(storeId),
		list: rows.map((m) => ({
			id: m.id,
			title: m.title,
			body: m.body,
			is_read: m.readAt ? 1 : 0,
			created_at: m.createdAt.toISOString()
		}))
	};
}
async function markRead(storeId, id, now = /* @__PURE__ */ new Date()) {
	const conn = await db();
	const [row] = await conn.select({
		id: messages.id,
		readAt: messages.readAt
	}).from(messages).where(and(eq(messages.id, id), eq(messages.storeId, storeId)));
	if (!row) throw new NotFoundError("消息不存在");
	if (!row.readAt) await conn.update(messages).set({ readAt: now }).where(eq(messages.id, id));
}
async function markAllRead(storeId, now = /* @__PURE__ */ new Date()) {
	return (await (await db()).update(messages).set({ readAt: now }).where(and(eq(messages.storeId, storeId), isNull(messages.readAt))).returning({ id: messages.id })).length;
}
/** Posts a message to a store (reviews, contract, system notices). */
async function notify(storeId, title, body) {
	await (await db()).insert(messages).values({
		storeId,
		title,
		body
	});
}
export { unreadCount as a, notify as i, markAllRead as n, markRead as r, listMessages as t };
