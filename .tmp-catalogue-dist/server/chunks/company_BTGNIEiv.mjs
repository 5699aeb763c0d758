import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { t as BusinessError } from "./errors_BPrdOY2Z.mjs";
import { n as input } from "./request_GH-qwdeg.mjs";
import { c as startSession } from "./session_Bi72R1CB.mjs";
import { c as toCompany, n as companyInput } from "./schemas_CVdoMPDV.mjs";
import { n as completeRegistration, r as ticketValid, t as REGISTER_EXPIRED } from "./register_ctZQnpym.mjs";
// src/pages/api/user/register/company.ts
var company_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/**
* POST /api/user/register/company {company, company_type, contact, landline, email, province,
* city, district, address, referrer?}: registration step 2. Creates the member and its first
* store (pending review), logs in with a new session id, and points to the done page.
*/
var POST = endpoint(async (context) => {
	const body = await input(context, companyInput);
	const ticket = await context.session?.get("register");
	if (!ticketValid(ticket)) throw new BusinessError(REGISTER_EXPIRED, "注册信息已过期，请重新验证手机号", 400);
	const { member, store } = await completeRegistration(ticket, toCompany(body), body.referrer);
	context.session?.delete("register");
	if (ticket.wechatOpenId) context.session?.delete("wechat_pending");
	await startSession(context, member.id, store.id, "register");
	return ok({
		next: ticket.flow === "dd" ? "/register/dd/step3" : "/register/step3",
		username: member.username
	}, "注册成功");
});
// \0virtual:astro:page:src/pages/api/user/register/company@_@ts
var page = () => company_exports;
export { page };
