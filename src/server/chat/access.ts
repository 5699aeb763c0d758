import { and, eq } from 'drizzle-orm';
import { db } from '../db/client';
import { members, stores } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import { verifyToken } from '../auth/tokens';
import type { Account } from '../auth/session.server';

export const CHAT_TOKEN_INVALID = 40401;
export type ChatAccess = { storeId: number; username: string; company: string; expiresAt: number; memberId: number; loginAt: number };

const expired = () => new BusinessError(CHAT_TOKEN_INVALID, '客服会话已失效，请关闭后重新打开', 401);

/**
 * The conversation a (username, token) pair may use, beside the request's login (`account`, from
 * its session cookie). Forged, expired or chat-disabled → 401; a token without the live login it was
 * made for (logged out, suspended, logged in again since, or copied to another browser) → 401;
 * a valid token presented with another member's username → 404 (that conversation is not yours).
 */
export async function chatAccess(username: string | null | undefined, token: string | null | undefined, account: Account | null, now = Date.now()): Promise<ChatAccess> {
  const payload = token ? verifyToken<{ u: string; s: number; l: number }>('chat', token, now) : null;
  if (!payload || typeof payload.u !== 'string' || typeof payload.s !== 'number' || typeof payload.l !== 'number') throw expired();
  if ((username ?? '') !== payload.u) throw new NotFoundError('会话不存在');
  if (!account || account.member.username !== payload.u || account.auth.loginAt !== payload.l) throw expired();
  const [row] = await (
    await db()
  )
    .select({ id: stores.id, company: stores.company, canChat: stores.isCanChat })
    .from(stores)
    .innerJoin(members, eq(members.id, stores.memberId))
    .where(and(eq(stores.id, payload.s), eq(members.id, account.member.id)));
  if (!row) throw new NotFoundError('会话不存在');
  if (!row.canChat) throw new BusinessError(CHAT_TOKEN_INVALID, '您的账号暂未开通在线客服', 401);
  return { storeId: row.id, username: payload.u, company: row.company, expiresAt: payload.exp * 1000, memberId: account.member.id, loginAt: payload.l };
}
