import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as input } from "./request_GH-qwdeg.mjs";
import { a as requireLogin, t as clientIp } from "./session_Bi72R1CB.mjs";
import { l as updateUserInfoInput } from "./schemas_CVdoMPDV.mjs";
import { D as members, t as db } from "./client_BXA_sWCA.mjs";
import { a as ValidationError, t as BusinessError } from "./errors_BPrdOY2Z.mjs";
import { n as verifyCode } from "./codes_BR3S5iku.mjs";
import { n as SMS_CODE_RE } from "./validation_BOHYM5xZ.mjs";
import { c as phoneTaken } from "./members_DbNEib56.mjs";
import { eq } from "drizzle-orm";
// src/server/accounts/profile.ts
var PHONE_TAKEN = 10026;
/**
* POST api/user/updateUserInfo {name, phone}: the contact name, and the login phone — a new
* phone needs the code sent to it (purpose change_phone). A username that was the old phone
* follows the phone, so the member keeps logging in with "their number".
*/
async function updateUserInfo(account, input, ip) {
	const { member } = account;
	const changes = { name: input.name };
	if (input.phone !== member.phone) {
		if (!input.code || !SMS_CODE_RE.test(input.code)) throw new ValidationError({ code: ["更换手机号需要填写新手机号收到的 6 位验证码"] });
		await verifyCode(input.phone, "change_phone", input.code, ip);
		if (await phoneTaken(input.phone)) throw new BusinessError(PHONE_TAKEN, "该手机号已被其他账号使用", 400);
		changes.phone = input.phone;
		if (member.username === member.phone) changes.username = input.phone;
	}
	await (await db()).update(members).set(changes).where(eq(members.id, member.id));
}
// src/pages/api/user/updateUserInfo.ts
var updateUserInfo_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** POST api/user/updateUserInfo {name, phone[, code]}: contact name and login phone (a new phone needs its code). */
var POST = endpoint(async (context) => {
	await updateUserInfo(await requireLogin(context), await input(context, updateUserInfoInput), clientIp(context));
	return ok(null, "保存成功");
});
// \0virtual:astro:page:src/pages/api/user/updateUserInfo@_@ts
var page = () => updateUserInfo_exports;
export { page };
