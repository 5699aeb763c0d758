import type { APIContext, AstroGlobal } from 'astro';
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, or } from 'drizzle-orm';
import { db } from '../db/client';
import { operators, operatorSessions, type OperatorRole } from '../db/schema';
import { cookieSecure } from '../auth/config';

/**
 * Operator sessions: their own cookie (`yaocai_op`, path /admin) holding a random token whose
 * SHA-256 is a row of `operator_sessions`. Nothing is shared with member sessions: a member's
 * cookie means nothing here and an operator's cookie means nothing in the shop.
 */
export const OPERATOR_COOKIE = 'yaocai_op';
/** An idle console session ends after 30 minutes; any session after 12 hours. */
export const OPERATOR_IDLE_MS = 30 * 60_000;
export const OPERATOR_MAX_MS = 12 * 3_600_000;
const TOUCH_EVERY_MS = 60_000;

export type Operator = { id: number; username: string; name: string; role: OperatorRole; totp: boolean; ip: string };

type Ctx = Pick<APIContext, 'cookies' | 'locals' | 'url'> & { clientAddress?: string };
const MEMO = '__yaocaiOperator';
type Memo = { [MEMO]?: Promise<Operator | null> };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function ipOf(context: { clientAddress?: string }): string {
  try {
    return context.clientAddress || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The operator of this request, or null; read once per request. */
export function currentOperator(context: Ctx | AstroGlobal): Promise<Operator | null> {
  const memo = context.locals as Memo;
  memo[MEMO] ??= load(context as Ctx);
  return memo[MEMO];
}

async function load(context: Ctx, now = Date.now()): Promise<Operator | null> {
  const token = context.cookies.get(OPERATOR_COOKIE)?.value;
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const conn = await db();
  const [row] = await conn
    .select({ s: operatorSessions, o: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.tokenHash, hashOf(token)));
  if (!row) return null;
  if (row.o.disabled || now - row.s.createdAt.getTime() > OPERATOR_MAX_MS || now - row.s.seenAt.getTime() > OPERATOR_IDLE_MS) {
    await conn.delete(operatorSessions).where(eq(operatorSessions.tokenHash, row.s.tokenHash));
    return null;
  }
  if (now - row.s.seenAt.getTime() > TOUCH_EVERY_MS) {
    await conn
      .update(operatorSessions)
      .set({ seenAt: new Date(now) })
      .where(eq(operatorSessions.tokenHash, row.s.tokenHash));
  }
  return { id: row.o.id, username: row.o.username, name: row.o.name, role: row.o.role, totp: !!row.o.totpSecret, ip: ipOf(context) };
}

function setCookie(context: Ctx, token: string): void {
  context.cookies.set(OPERATOR_COOKIE, token, {
    path: '/admin',
    httpOnly: true,
    sameSite: 'strict',
    secure: cookieSecure(context.url.protocol),
  });
}

/** Starts a session for an operator who has just proved who they are. */
export async function startOperatorSession(context: Ctx, operatorId: number, now = new Date()): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const conn = await db();
  await conn.insert(operatorSessions).values({ tokenHash: hashOf(token), operatorId, ip: ipOf(context), createdAt: now, seenAt: now });
  // Old sessions of anyone are swept now and then.
  await conn
    .delete(operatorSessions)
    .where(or(lt(operatorSessions.createdAt, new Date(now.getTime() - OPERATOR_MAX_MS)), lt(operatorSessions.seenAt, new Date(now.getTime() - OPERATOR_IDLE_MS))));
  setCookie(context, token);
  delete (context.locals as Memo)[MEMO];
}

export async function endOperatorSession(context: Ctx): Promise<void> {
  const token = context.cookies.get(OPERATOR_COOKIE)?.value;
  if (token) await (await db()).delete(operatorSessions).where(eq(operatorSessions.tokenHash, hashOf(token)));
  context.cookies.delete(OPERATOR_COOKIE, { path: '/admin' });
  (context.locals as Memo)[MEMO] = Promise.resolve(null);
}
