import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as input } from "./request_GH-qwdeg.mjs";
import { t as clientIp } from "./session_Bi72R1CB.mjs";
import { o as registerAccountInput } from "./schemas_CVdoMPDV.mjs";
import { i as verifyRegistration } from "./register_ctZQnpym.mjs";
import { t as BusinessError } from "./errors_BPrdOY2Z.mjs";
// src/pages/api/user/register.ts
var register_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
var NEXT = {
	standard: "/register/step2",
	dd: "/register/dd/step2",
	wechat: "/register/step2?from=wechat"
};
/**
* POST /api/user/register {phone, code, password, password_confirmation, agree, flow}: registration
* step 1. Proves the phone and fixes the password; the account is created by step 2
* (POST /api/user/register/company) within 30 minutes.
*/
var POST = endpoint(async (context) => {
	const body = await input(context, registerAccountInput);
	let wechatOpenId = null;
	if (body.flow === "wechat") {
		const pending = await context.session?.get("wechat_pending");
		if (!pending) throw new BusinessError(10053, "微信授权已失效，请重新扫码", 400);
		wechatOpenId = pending.openId;
	}
	const ticket = await verifyRegistration(body, clientIp(context));
	context.session?.set("register", {
		...ticket,
		wechatOpenId
	}, { ttl: 1800 });
	return ok({ next: NEXT[body.flow] }, "手机号验证成功，请填写企业信息");
});
// \0virtual:astro:page:src/pages/api/user/register@_@ts
var page = () => register_exports;
export { page };
