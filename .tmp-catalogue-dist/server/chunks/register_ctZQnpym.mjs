import { D as members, E as accountManagers, t as db } from "./client_BXA_sWCA.mjs";
import { a as ValidationError, t as BusinessError } from "./errors_BPrdOY2Z.mjs";
import { c as phoneTaken, d as hashPassword, i as createMember } from "./members_DbNEib56.mjs";
import { p as passwordProblem } from "./validation_BOHYM5xZ.mjs";
import { n as verifyCode } from "./codes_BR3S5iku.mjs";
import { eq } from "drizzle-orm";
var REGISTER_EXPIRED = 10023;
/** Step 1: phone + code + password. The code is used up; the password is hashed right away. */
async function verifyRegistration(input, ip, now = Date.now()) {
	const problem = passwordProblem(input.password, { phone: input.phone });
	if (problem) throw new ValidationError({ password: [problem] });
	await verifyCode(input.phone, "register", input.code, ip, new Date(now));
	if (await phoneTaken(input.phone)) throw new BusinessError(REGISTER_EXPIRED, "该手机号已注册，请直接登录", 400);
	return {
		phone: input.phone,
		passwordHash: await hashPassword(input.password),
		flow: input.flow,
		at: now
	};
}
function ticketValid(ticket, now = Date.now()) {
	return Boolean(ticket && now - ticket.at < 18e5);
}
/** A referrer field (业务员手机号) of the dd flow picks that manager when it names one. */
async function managerByPhone(phone) {
	if (!phone) return null;
	const [row] = await (await db()).select({ id: accountManagers.id }).from(accountManagers).where(eq(accountManagers.phone, phone));
	return row?.id ?? null;
}
/** Step 2: company details; creates the member and its first store. */
async function completeRegistration(ticket, company, referrer = "") {
	if (await phoneTaken(ticket.phone)) throw new BusinessError(REGISTER_EXPIRED, "该手机号已注册，请直接登录", 400);
	let wechatOpenId = ticket.wechatOpenId ?? null;
	if (wechatOpenId) {
		const [taken] = await (await db()).select({ id: members.id }).from(members).where(eq(members.wechatOpenId, wechatOpenId));
		if (taken) wechatOpenId = null;
	}
	return createMember({
		phone: ticket.phone,
		passwordHash: ticket.passwordHash,
		company,
		wechatOpenId,
		managerId: await managerByPhone(referrer)
	});
}
export { verifyRegistration as i, completeRegistration as n, ticketValid as r, REGISTER_EXPIRED as t };
