import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as input } from "./request_GH-qwdeg.mjs";
import { t as clientIp } from "./session_Bi72R1CB.mjs";
import { i as forgetInput } from "./schemas_CVdoMPDV.mjs";
import { a as verifyReset } from "./password-reset_CcsMxZoO.mjs";
// src/pages/api/user/forget.ts
var forget_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** POST /api/user/forget {phone, code}: forgot-password step 1; the proof stays in the session 10 minutes. */
var POST = endpoint(async (context) => {
	const body = await input(context, forgetInput);
	const ticket = await verifyReset(body.phone, body.code, clientIp(context));
	context.session?.set("reset", ticket, { ttl: 600 });
	return ok({ next: "/forget/step2" }, "验证成功，请设置新密码");
});
// \0virtual:astro:page:src/pages/api/user/forget@_@ts
var page = () => forget_exports;
export { page };
