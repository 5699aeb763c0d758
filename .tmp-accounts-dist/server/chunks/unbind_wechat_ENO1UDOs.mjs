import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_Cxg4oqmR.mjs";
import { i as ok } from "./envelope_C5kJTQK_.mjs";
import { a as requireLogin } from "./session_BumjbO5j.mjs";
import { i as unbindWechat } from "./binding_C9Yg8Qh8.mjs";
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
