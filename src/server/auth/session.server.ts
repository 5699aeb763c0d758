import { unavailableReason } from '../ops/unavailable';
import type { APIContext, AstroGlobal } from 'astro';
import { and, eq } from 'drizzle-orm';
import { db } from '../db/client';
import { members, memberSecurity, stores } from '../db/schema';
import { VISITOR, type Viewer } from './viewer';
import { BusinessError, LoginRequiredError } from '../http/errors';
import { clientAddressOf } from '../environment/proxy';
import { cookieSecure, SESSION_COOKIE, sessionIdleMs, sessionMaxMs } from './config';
import sessionDriver from './session-driver';

/**
 * Login state on top of Astro sessions (server-side storage, see ./session-driver.ts).
 * The session holds `auth`; everything else about the member is read from the database on each
 * request, so an operator's review or a password change shows at once.
 */
export type LoginMethod = 'password' | 'sms' | 'wechat' | 'register';
export type AuthState = { memberId: number; storeId: number; loginAt: number; seenAt: number; method: LoginMethod };

export type Member = typeof members.$inferSelect;
export type Store = typeof stores.$inferSelect;
export type Account = { member: Member; store: Store; auth: AuthState };

/** What Astro pages and endpoints both offer. */
export type RequestContext = Pick<APIContext, 'cookies' | 'locals' | 'url' | 'request'> & {
  session?: APIContext['session'];
  clientAddress?: string;
};

/** Seen-time is written back at most this often (each write is a storage round trip). */
const TOUCH_EVERY_MS = 60_000;
const ACCOUNT = '__yaocaiAccount';

type Memo = { [ACCOUNT]?: Promise<Account | null> };

/** The logged-in account of this request, or null; read once per request. */
export function currentAccount(context: RequestContext | AstroGlobal): Promise<Account | null> {
  // Synthetic contexts (unit tests, prerendering) carry no session: visitors.
  if (!context.locals || !context.cookies || !context.session) return Promise.resolve(null);
  const memo = context.locals as Memo;
  memo[ACCOUNT] ??= loadAccount(context as RequestContext);
  return memo[ACCOUNT];
}

/** The account this request already loaded (for its log line), without loading one. */
export async function knownAccount(context: RequestContext | AstroGlobal): Promise<Account | null> {
  return ((context.locals as Memo | undefined)?.[ACCOUNT] ?? Promise.resolve(null)).catch(() => null);
}

/** Forgets the memoised account (after login, logout or a store switch in the same request). */
export function forgetAccount(context: RequestContext | AstroGlobal): void {
  delete (context.locals as Memo)[ACCOUNT];
}

async function loadAccount(context: RequestContext, now = Date.now()): Promise<Account | null> {
  const session = context.session;
  if (!session || !context.cookies.get(SESSION_COOKIE)?.value) return null;
  let auth: AuthState | undefined;
  try {
    auth = await session.get('auth');
  } catch (error) {
    if (unavailableReason(error) === 'session') throw error; // Redis away: a 503, not a silent logout
    return null; // unreadable session data: Astro has already discarded it
  }
  if (!auth) return null;
  if (now - auth.loginAt > sessionMaxMs() || now - auth.seenAt > sessionIdleMs()) {
    session.destroy();
    return null;
  }
  const conn = await db();
  const [row] = await conn
    .select({ member: members, store: stores, changedAt: memberSecurity.credentialsChangedAt })
    .from(members)
    .innerJoin(stores, and(eq(stores.memberId, members.id), eq(stores.id, auth.storeId)))
    .leftJoin(memberSecurity, eq(memberSecurity.memberId, members.id))
    .where(eq(members.id, auth.memberId));
  // The member or store is gone, the member was suspended, or the password changed after this login: the session ends.
  if (!row || row.member.suspendedAt || (row.changedAt && row.changedAt.getTime() > auth.loginAt)) {
    session.destroy();
    return null;
  }
  if (now - auth.seenAt > TOUCH_EVERY_MS) {
    auth = { ...auth, seenAt: now };
    session.set('auth', auth);
  }
  return { member: row.member, store: row.store, auth };
}

/** The id of the request's session (from its cookie), or null. */
export function sessionIdOf(context: Pick<RequestContext, 'cookies'>): string | null {
  return context.cookies.get(SESSION_COOKIE)?.value ?? null;
}

/**
 * Whether a login is still live, read afresh from storage and the database (not the request's
 * memo): its stored session still exists (logout deletes it), the member is not suspended and the
 * password has not changed since. Long-lived things bound to a login (the chat stream) ask again.
 */
export async function loginStillLive(sessionId: string, auth: Pick<AuthState, 'memberId' | 'loginAt'>): Promise<boolean> {
  if (!(await sessionDriver().getItem(sessionId))) return false;
  const [row] = await (
    await db()
  )
    .select({ suspendedAt: members.suspendedAt, changedAt: memberSecurity.credentialsChangedAt })
    .from(members)
    .leftJoin(memberSecurity, eq(memberSecurity.memberId, members.id))
    .where(eq(members.id, auth.memberId));
  return !!row && !row.suspendedAt && !(row.changedAt && row.changedAt.getTime() > auth.loginAt);
}

/** The catalogue's view of the request (price visibility, 控销): visitor unless logged in. */
export async function viewerFromContext(context: RequestContext | AstroGlobal): Promise<Viewer> {
  const account = await currentAccount(context);
  if (!account) return VISITOR;
  return viewerOfAccount(account);
}

export function viewerOfAccount(account: Account): Viewer {
  const { store } = account;
  return { storeId: store.id, isPassed: store.isPassed, companyType: store.companyType, province: store.province };
}

/** The account, or the spec's 10001 "login required" (HTTP 401). */
export async function requireLogin(context: RequestContext | AstroGlobal): Promise<Account> {
  const account = await currentAccount(context);
  if (!account) throw new LoginRequiredError();
  return account;
}

/**
 * Starts a logged-in session: a new session id (the old one is deleted, so a planted id is
 * useless), then the login state. Keeps other session values (e.g. a pending WeChat identity).
 */
export async function startSession(context: RequestContext | AstroGlobal, memberId: number, storeId: number, method: LoginMethod, now = Date.now()): Promise<void> {
  const session = context.session;
  if (!session) throw new Error('sessions are not configured');
  await refuseSuspended(memberId);
  await session.regenerate();
  session.set('auth', { memberId, storeId, loginAt: now, seenAt: now, method } satisfies AuthState);
  forgetAccount(context);
}

export const MEMBER_SUSPENDED = 10027;

/** Every way in (password, SMS, WeChat, registration, reset) ends here: a suspended member is told so and gets no session. */
async function refuseSuspended(memberId: number): Promise<void> {
  const [m] = await (await db()).select({ at: members.suspendedAt, reason: members.suspendReason }).from(members).where(eq(members.id, memberId));
  if (m?.at) throw new BusinessError(MEMBER_SUSPENDED, `该账号已被停用${m.reason ? `（${m.reason}）` : ''}，如有疑问请联系客服`, 403);
}

/** Changes the active store of the logged-in session. */
export async function setSessionStore(context: RequestContext | AstroGlobal, storeId: number): Promise<void> {
  const auth = (await context.session?.get('auth')) as AuthState | undefined;
  if (!auth || !context.session) throw new LoginRequiredError();
  context.session.set('auth', { ...auth, storeId });
  forgetAccount(context);
}

/** Ends the session: storage entry deleted, cookie cleared. */
export function endSession(context: RequestContext | AstroGlobal): void {
  context.session?.destroy();
  (context.locals as Memo)[ACCOUNT] = Promise.resolve(null);
}

/**
 * Adds `Secure` to the session cookie of this response when the request came over HTTPS (or
 * SESSION_COOKIE_SECURE=always). Astro's own setting is static; ours follows the request, so the
 * same build works over plain HTTP on a LAN and behind TLS. Called by the middleware after the page.
 */
export function secureSessionCookie(context: Pick<APIContext, 'cookies' | 'url'>): void {
  if (!cookieSecure(context.url.protocol)) return;
  const header = [...context.cookies.headers()].find((h) => h.startsWith(`${SESSION_COOKIE}=`));
  if (!header || /;\s*secure/i.test(header)) return;
  const value = header.slice(SESSION_COOKIE.length + 1).split(';')[0];
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: true };
  if (/expires=Thu, 01 Jan 1970/i.test(header)) context.cookies.delete(SESSION_COOKIE, options);
  else context.cookies.set(SESSION_COOKIE, value, options);
}

/** Client IP for limits and records: the peer's address, or the forwarded one per TRUST_PROXY. */
export function clientIp(context: { clientAddress?: string; request?: Request }): string {
  let peer: string;
  try {
    peer = context.clientAddress || 'unknown';
  } catch {
    peer = 'unknown'; // prerendered or synthetic requests have no address
  }
  return clientAddressOf(peer, context.request?.headers.get('x-forwarded-for') ?? null);
}

/** Where a page sends a visitor who must log in: /login?redirect=<this page>. */
export function loginPath(url: URL): string {
  return `/login?redirect=${encodeURIComponent(url.pathname + url.search)}`;
}
