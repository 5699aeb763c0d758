import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { a as requireLogin } from "./session_Bi72R1CB.mjs";
import { i as unbindWechat } from "./binding_CWGkotr7.mjs";
// src/pages/api/user/unbind_wechat.ts
var unbind_wechat_exports = /* @__PURE__ */ __exportAll({ DELETE: () => DELETE });
/** DELETE /api/user/unbind_wechat: removes the WeChat binding of the logged-in member. */
var DELETE = endpoint(async (context) => {
	const account = await requireLogin(context);
	await unbindWechat(account.member.id);
	return ok(null, "已解除微信绑定");
});
// \0virtual:astro:page:src/pages/api/user/unbind_wechat@_@ts
var page = () => unbind_wechat_exports;
export { page };
