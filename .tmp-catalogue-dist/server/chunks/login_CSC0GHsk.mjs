import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { t as safeNext } from "./safe-next_BrXWNpk3.mjs";
import { n as input } from "./request_GH-qwdeg.mjs";
import { c as startSession, t as clientIp } from "./session_Bi72R1CB.mjs";
import { a as loginInput } from "./schemas_CVdoMPDV.mjs";
import { n as loginWithPassword, r as loginWithSms } from "./login_CSl7wZIA.mjs";
import { t as bindWechat } from "./binding_CWGkotr7.mjs";
import { z } from "zod";
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
