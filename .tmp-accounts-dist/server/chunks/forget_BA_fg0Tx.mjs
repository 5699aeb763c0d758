import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_Cxg4oqmR.mjs";
import { i as ok } from "./envelope_C5kJTQK_.mjs";
import { n as input } from "./request_DCVSgHSc.mjs";
import { t as clientIp } from "./session_BumjbO5j.mjs";
import { i as forgetInput } from "./schemas_f8IZxBru.mjs";
import { a as verifyReset } from "./password-reset_DZDXL9Ao.mjs";
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
