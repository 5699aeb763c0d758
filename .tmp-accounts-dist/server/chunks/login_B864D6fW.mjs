import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_Cxg4oqmR.mjs";
import { i as ok } from "./envelope_C5kJTQK_.mjs";
import { t as safeNext } from "./safe-next_BrXWNpk3.mjs";
import { n as input } from "./request_DCVSgHSc.mjs";
import { c as startSession, t as clientIp } from "./session_BumjbO5j.mjs";
import { a as loginInput } from "./schemas_f8IZxBru.mjs";
import { t as BusinessError } from "./errors_BPrdOY2Z.mjs";
import { a as findMemberByLogin, f as hashPasswordSync, o as findMemberByPhone, p as verifyPassword, t as activeStoreOf } from "./members_Jzimr60n.mjs";
import { a as reset, i as hit, n as assertUnder, t as LIMITS } from "./rate-limit_CQygr-Qn.mjs";
import { n as verifyCode } from "./codes_DP0Spuu8.mjs";
import { t as bindWechat } from "./binding_C9Yg8Qh8.mjs";
import { z } from "zod";
// src/server/accounts/login.ts
var LOGIN_FAILED = 10020;
/** The one message for a wrong account or a wrong password (no hint which). */
var MSG_LOGIN_FAILED = "账号或密码错误";
var dummyHash = null;
var dummy = () => dummyHash ??= hashPasswordSync("not-a-real-password", "yaocai-dummy-salt");
var accountKey = (login) => login.trim().toLowerCase();
/**
* Password login by username or phone. Failures count per account and per IP (5 per account
* and 20 per IP in 15 minutes); past that, attempts are refused until the window ends —
* a pause, never a permanent lock. A success clears the account's failures.
*/
async function loginWithPassword(login, password, ip, now = Date.now()) {
	const key = accountKey(login);
	await assertUnder(LIMITS.loginFailPerAccount, key, "登录失败次数", now);
	await assertUnder(LIMITS.loginFailPerIp, ip, "登录失败次数", now);
	const member = await findMemberByLogin(login);
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
	await reset(LIMITS.loginFailPerAccount, accountKey(phone), now.getTime());
	return {
		memberId: member.id,
		storeId: store.id
	};
}
// src/pages/api/user/login.ts
var login_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
var extra = z.object({
	redirect: z.string().optional(),
	bind_wechat: z.string().optional()
});
/**
* POST /api/user/login {type: password, account, password} | {type: sms, phone, code}.
* Wrong account, password or code all read the same; repeated failures pause (429).
* With a WeChat identity waiting in the session (from /register/wechat) and bind_wechat=1,
* the account is bound to it.
*/
var POST = endpoint(async (context) => {
	const body = await input(context, loginInput.and(extra));
	const ip = clientIp(context);
	const who = body.type === "password" ? await loginWithPassword(body.account, body.password, ip) : await loginWithSms(body.phone, body.code, ip);
	await startSession(context, who.memberId, who.storeId, body.type);
	let wechat = 0;
	const pending = await context.session?.get("wechat_pending");
	if (pending && body.bind_wechat === "1") {
		try {
			await bindWechat(who.memberId, pending.openId);
			wechat = 1;
		} catch {
			wechat = -1;
		}
		context.session?.delete("wechat_pending");
	}
	return ok({
		next: safeNext(body.redirect, "/"),
		wechat
	}, "登录成功");
});
// \0virtual:astro:page:src/pages/api/user/login@_@ts
var page = () => login_exports;
export { page };
