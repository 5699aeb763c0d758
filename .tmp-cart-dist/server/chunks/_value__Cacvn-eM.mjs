import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { a as ValidationError } from "./errors_BPrdOY2Z.mjs";
import { t as clientIp } from "./session_Bi72R1CB.mjs";
import { r as consume, t as LIMITS } from "./rate-limit_BzTv45-V.mjs";
import { t as MOBILE_RE } from "./validation_BOHYM5xZ.mjs";
import { c as phoneTaken } from "./members_DbNEib56.mjs";
// src/pages/api/user/phone/[value].ts
var _value__exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/**
* GET /api/user/phone/{value}: whether a phone may register (the spec's uniqueness check).
* This check by nature tells whether a number is registered, so it is rate-limited per IP.
*/
var GET = endpoint(async (context) => {
	const phone = String(context.params.value ?? "");
	if (!MOBILE_RE.test(phone)) throw new ValidationError({ phone: ["请输入正确的手机号"] });
	await consume(LIMITS.phoneCheckPerIp, clientIp(context), "查询");
	const taken = await phoneTaken(phone);
	return ok({
		exists: taken ? 1 : 0,
		available: taken ? 0 : 1
	}, taken ? "该手机号已注册" : "该手机号可以注册");
});
// \0virtual:astro:page:src/pages/api/user/phone/[value]@_@ts
var page = () => _value__exports;
export { page };
