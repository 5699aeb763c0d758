import { D as members, k as stores, t as db, u as memberSecurity } from "./client_BXA_sWCA.mjs";
import { t as VISITOR } from "./viewer_BsregLbI.mjs";
import { n as LoginRequiredError } from "./errors_BPrdOY2Z.mjs";
import { a as sessionMaxMs, i as sessionIdleMs, r as cookieSecure, t as SESSION_COOKIE } from "./config_D2PpXTEA.mjs";
import { and, eq } from "drizzle-orm";
// src/server/auth/session.ts
/** Seen-time is written back at most this often (each write is a storage round trip). */
var TOUCH_EVERY_MS = 6e4;
var ACCOUNT = "__yaocaiAccount";
/** The logged-in account of this request, or null; read once per request. */
function currentAccount(context) {
	if (!context.locals || !context.cookies || !context.session) return Promise.resolve(null);
	const memo = context.locals;
	memo[ACCOUNT] ??= loadAccount(context);
	return memo[ACCOUNT];
}
/** Forgets the memoised account (after login, logout or a store switch in the same request). */
function forgetAccount(context) {
	delete context.locals[ACCOUNT];
}
async function loadAccount(context, now = Date.now()) {
	const session = context.session;
	if (!session || !context.cookies.get("yaocai_sid")?.value) return null;
	let auth;
	try {
		auth = await session.get("auth");
	} catch {
		return null;
	}
	if (!auth) return null;
	if (now - auth.loginAt > sessionMaxMs() || now - auth.seenAt > sessionIdleMs()) {
		session.destroy();
		return null;
	}
	const [row] = await (await db()).select({
		member: members,
		store: stores,
		changedAt: memberSecurity.credentialsChangedAt
	}).from(members).innerJoin(stores, and(eq(stores.memberId, members.id), eq(stores.id, auth.storeId))).leftJoin(memberSecurity, eq(memberSecurity.memberId, members.id)).where(eq(members.id, auth.memberId));
	if (!row || row.changedAt && row.changedAt.getTime() > auth.loginAt) {
		session.destroy();
		return null;
	}
	if (now - auth.seenAt > TOUCH_EVERY_MS) {
		auth = {
			...auth,
			seenAt: now
		};
		session.set("auth", auth);
	}
	return {
		member: row.member,
		store: row.store,
		auth
	};
}
/** The catalogue's view of the request (price visibility, 控销): visitor unless logged in. */
async function viewerFromContext(context) {
	const account = await currentAccount(context);
	if (!account) return VISITOR;
	return viewerOfAccount(account);
}
function viewerOfAccount(account) {
	const { store } = account;
	return {
		storeId: store.id,
		isPassed: store.isPassed,
		companyType: store.companyType,
		province: store.province
	};
}
/** The account, or the spec's 10001 "login required" (HTTP 401). */
async function requireLogin(context) {
	const account = await currentAccount(context);
	if (!account) throw new LoginRequiredError();
	return account;
}
/**
* Starts a logged-in session: a new session id (the old one is deleted, so a planted id is
* useless), then the login state. Keeps other session values (e.g. a pending WeChat identity).
*/
async function startSession(context, memberId, storeId, method, now = Date.now()) {
	const session = context.session;
	if (!session) throw new Error("sessions are not configured");
	await session.regenerate();
	session.set("auth", {
		memberId,
		storeId,
		loginAt: now,
		seenAt: now,
		method
	});
	forgetAccount(context);
}
/** Changes the active store of the logged-in session. */
async function setSessionStore(context, storeId) {
	const auth = await context.session?.get("auth");
	if (!auth || !context.session) throw new LoginRequiredError();
	context.session.set("auth", {
		...auth,
		storeId
	});
	forgetAccount(context);
}
/** Ends the session: storage entry deleted, cookie cleared. */
function endSession(context) {
	context.session?.destroy();
	context.locals[ACCOUNT] = Promise.resolve(null);
}
/**
* Adds `Secure` to the session cookie of this response when the request came over HTTPS (or
* SESSION_COOKIE_SECURE=always). Astro's own setting is static; ours follows the request, so the
* same build works over plain HTTP on a LAN and behind TLS. Called by the middleware after the page.
*/
function secureSessionCookie(context) {
	if (!cookieSecure(context.url.protocol)) return;
	const header = [...context.cookies.headers()].find((h) => h.startsWith(`${SESSION_COOKIE}=`));
	if (!header || /;\s*secure/i.test(header)) return;
	const value = header.slice(SESSION_COOKIE.length + 1).split(";")[0];
	const options = {
		path: "/",
		httpOnly: true,
		sameSite: "lax",
		secure: true
	};
	if (/expires=Thu, 01 Jan 1970/i.test(header)) context.cookies.delete(SESSION_COOKIE, options);
	else context.cookies.set(SESSION_COOKIE, value, options);
}
/** Client IP for limits and records. */
function clientIp(context) {
	try {
		return context.clientAddress || "unknown";
	} catch {
		return "unknown";
	}
}
/** Where a page sends a visitor who must log in: /login?redirect=<this page>. */
function loginPath(url) {
	return `/login?redirect=${encodeURIComponent(url.pathname + url.search)}`;
}
export { requireLogin as a, startSession as c, loginPath as i, viewerFromContext as l, currentAccount as n, secureSessionCookie as o, endSession as r, setSessionStore as s, clientIp as t, viewerOfAccount as u };
