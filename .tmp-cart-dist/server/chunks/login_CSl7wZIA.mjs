import { t as BusinessError } from "./errors_BPrdOY2Z.mjs";
import { a as findMemberByLogin, f as hashPasswordSync, o as findMemberByPhone, p as verifyPassword, t as activeStoreOf } from "./members_DbNEib56.mjs";
import { a as reset, i as hit, n as assertUnder, t as LIMITS } from "./rate-limit_BzTv45-V.mjs";
import { n as verifyCode } from "./codes_BR3S5iku.mjs";
// src/server/accounts/login.ts
var LOGIN_FAILED = 10020;
/** The one message for a wrong account or a wrong password (no hint which). */
var MSG_LOGIN_FAILED = "账号或密码错误";
var dummyHash = null;
var dummy = () => dummyHash ??= hashPasswordSync("not-a-real-password", "yaocai-dummy-salt");
/**
* The per-account failure counter: the member when the login names one (so username and phone
* share one counter), else the typed identifier (unknown accounts are limited the same way).
*/
var accountLimitKey = (login, memberId) => memberId ? `m:${memberId}` : `u:${login.trim().toLowerCase()}`;
/**
* Password login by username or phone. Failures count per account and per IP (5 per account
* and 20 per IP in 15 minutes); past that, attempts are refused until the window ends —
* a pause, never a permanent lock. A success clears the account's failures.
*/
async function loginWithPassword(login, password, ip, now = Date.now()) {
	await assertUnder(LIMITS.loginFailPerIp, ip, "登录失败次数", now);
	const member = await findMemberByLogin(login);
	const key = accountLimitKey(login, member?.id);
	await assertUnder(LIMITS.loginFailPerAccount, key, "登录失败次数", now);
	const valid = await verifyPassword(password, member?.passwordHash ?? dummy());
	const store = member && valid ? await activeStoreOf(member.id, member.activeStoreId) : null;
	if (!member || !valid || !store) {
		await hit(LIMITS.loginFailPerAccount, key, now);
		await hit(LIMITS.loginFailPerIp, ip, now);
		throw new BusinessError(LOGIN_FAILED, MSG_LOGIN_FAILED, 400);
	}
	await reset(LIMITS.loginFailPerAccount, key, now);
	return {
		memberId: member.id,
		storeId: store.id
	};
}
/** SMS-code login: the code proves the phone; failures count like wrong codes anywhere. */
async function loginWithSms(phone, code, ip, now = /* @__PURE__ */ new Date()) {
	await verifyCode(phone, "login", code, ip, now);
	const member = await findMemberByPhone(phone);
	const store = member ? await activeStoreOf(member.id, member.activeStoreId) : null;
	if (!member || !store) throw new BusinessError(LOGIN_FAILED, "验证码错误或已失效，请重新获取", 400);
	await reset(LIMITS.loginFailPerAccount, accountLimitKey(phone, member.id), now.getTime());
	return {
		memberId: member.id,
		storeId: store.id
	};
}
export { loginWithPassword as n, loginWithSms as r, accountLimitKey as t };
