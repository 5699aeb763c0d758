import { a as ValidationError, t as BusinessError } from "./errors_BPrdOY2Z.mjs";
import { o as findMemberByPhone, p as verifyPassword, r as changePassword } from "./members_DbNEib56.mjs";
import { p as passwordProblem } from "./validation_BOHYM5xZ.mjs";
import { a as reset, i as hit, n as assertUnder, t as LIMITS } from "./rate-limit_BzTv45-V.mjs";
import { n as verifyCode } from "./codes_BR3S5iku.mjs";
import { t as accountLimitKey } from "./login_CSl7wZIA.mjs";
var RESET_EXPIRED = 10024;
/** Forget step 1: the code sent to the phone. Unknown phones never got a code, so they fail the same way. */
async function verifyReset(phone, code, ip, now = Date.now()) {
	await verifyCode(phone, "reset", code, ip, new Date(now));
	const member = await findMemberByPhone(phone);
	if (!member) throw new BusinessError(10021, "验证码错误或已失效，请重新获取", 400);
	return {
		memberId: member.id,
		at: now
	};
}
function resetTicketValid(ticket, now = Date.now()) {
	return Boolean(ticket && now - ticket.at < 6e5);
}
/** Forget step 2 with a ticket. */
async function resetWithTicket(ticket, member, password, now = /* @__PURE__ */ new Date()) {
	const problem = passwordProblem(password, {
		phone: member.phone,
		username: member.username
	});
	if (problem) throw new ValidationError({ password: [problem] });
	await changePassword(ticket.memberId, password, now);
	await reset(LIMITS.loginFailPerAccount, accountLimitKey(member.phone, member.id), now.getTime());
}
/** A logged-in member changing the password, proving the old one (counted like failed logins). */
async function changeOwnPassword(member, oldPassword, password, ip, now = /* @__PURE__ */ new Date()) {
	const key = accountLimitKey(member.username, member.id);
	await assertUnder(LIMITS.loginFailPerAccount, key, "密码错误次数", now.getTime());
	if (!await verifyPassword(oldPassword, member.passwordHash)) {
		await hit(LIMITS.loginFailPerAccount, key, now.getTime());
		await hit(LIMITS.loginFailPerIp, ip, now.getTime());
		throw new ValidationError({ old_password: ["原密码不正确"] });
	}
	const problem = passwordProblem(password, {
		phone: member.phone,
		username: member.username
	});
	if (problem) throw new ValidationError({ password: [problem] });
	if (oldPassword === password) throw new ValidationError({ password: ["新密码不能与原密码相同"] });
	await changePassword(member.id, password, now);
}
export { verifyReset as a, resetWithTicket as i, changeOwnPassword as n, resetTicketValid as r, RESET_EXPIRED as t };
