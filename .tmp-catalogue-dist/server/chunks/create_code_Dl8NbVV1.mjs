import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as input } from "./request_GH-qwdeg.mjs";
import { n as currentAccount, t as clientIp } from "./session_Bi72R1CB.mjs";
import { r as createCodeInput } from "./schemas_CVdoMPDV.mjs";
import { t as requestCode } from "./codes_BR3S5iku.mjs";
import { n as LoginRequiredError } from "./errors_BPrdOY2Z.mjs";
// src/pages/api/user/create_code.ts
var create_code_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/**
* POST /api/user/create_code {phone, type: register|login|reset|change_phone}: a 6-digit code,
* valid 10 minutes, single use. The answer never tells whether the phone is registered.
*/
var POST = endpoint(async (context) => {
	const body = await input(context, createCodeInput);
	if (body.type === "change_phone" && !await currentAccount(context)) throw new LoginRequiredError();
	const answer = await requestCode({
		phone: body.phone,
		purpose: body.type,
		ip: clientIp(context)
	});
	return ok(answer, "验证码已发送，请注意查收");
});
// \0virtual:astro:page:src/pages/api/user/create_code@_@ts
var page = () => create_code_exports;
export { page };
