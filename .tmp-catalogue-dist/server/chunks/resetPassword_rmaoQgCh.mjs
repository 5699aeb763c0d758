import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { a as ValidationError, t as BusinessError } from "./errors_BPrdOY2Z.mjs";
import { n as input } from "./request_GH-qwdeg.mjs";
import { c as startSession, n as currentAccount, r as endSession, t as clientIp } from "./session_Bi72R1CB.mjs";
import { s as resetPasswordInput } from "./schemas_CVdoMPDV.mjs";
import { i as resetWithTicket, n as changeOwnPassword, r as resetTicketValid, t as RESET_EXPIRED } from "./password-reset_CcsMxZoO.mjs";
import { s as memberById } from "./members_DbNEib56.mjs";
// src/pages/api/user/resetPassword.ts
var resetPassword_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/**
* POST api/user/resetPassword {password}: sets a new password.
* - After forget step 1 (proof in the session): resets it; every session of the member ends,
*   this browser is logged out and goes to /forget/step3.
* - Logged in, with `old_password`: changes it; other sessions end, this one continues
*   under a new session id.
*/
var POST = endpoint(async (context) => {
	const body = await input(context, resetPasswordInput);
	const ticket = await context.session?.get("reset");
	if (resetTicketValid(ticket)) {
		const member = await memberById(ticket.memberId);
		if (!member) throw new BusinessError(RESET_EXPIRED, "验证已过期，请重新获取验证码", 400);
		await resetWithTicket(ticket, member, body.password);
		context.session?.delete("reset");
		endSession(context);
		return ok({ next: "/forget/step3" }, "密码已重置，请使用新密码登录");
	}
	const account = await currentAccount(context);
	if (!account) throw new BusinessError(RESET_EXPIRED, "验证已过期，请重新获取验证码", 400);
	if (!body.old_password) throw new ValidationError({ old_password: ["请输入原密码"] });
	const now = /* @__PURE__ */ new Date();
	await changeOwnPassword(account.member, body.old_password, body.password, clientIp(context), now);
	await startSession(context, account.member.id, account.store.id, account.auth.method, now.getTime() + 1);
	return ok({ next: "/basic" }, "密码已修改");
});
// \0virtual:astro:page:src/pages/api/user/resetPassword@_@ts
var page = () => resetPassword_exports;
export { page };
