import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { m as maybeRenderHead, o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_p0ZKMe2z.mjs";
import { t as $$AuthPanel } from "./AuthPanel_DSGr9oV1.mjs";
import { t as ForgetForm } from "./ForgetForm_BTz_pfga.mjs";
// src/pages/forget_step1.astro
var forget_step1_exports = /* @__PURE__ */ __exportAll({
	default: () => $$ForgetStep1,
	file: () => $$file,
	url: () => $$url
});
var $$ForgetStep1 = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "AuthPanel", $$AuthPanel, {
		"heading": "找回密码",
		"steps": [
			"验证手机号",
			"设置新密码",
			"重置成功"
		],
		"current": 1
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<p class="form-note">请输入注册时使用的手机号，我们将向该手机号发送验证码。</p>${renderComponent($$result, "ForgetForm", ForgetForm, {
		"client:load": true,
		"step": 1,
		"client:component-hydration": "load",
		"client:component-path": "/work/main/src/islands/auth/ForgetForm.tsx",
		"client:component-export": "default"
	})}` })}` })}`;
}, "/work/main/src/pages/forget_step1.astro", void 0);
var $$file = "/work/main/src/pages/forget_step1.astro";
var $$url = "/forget_step1";
// \0virtual:astro:page:src/pages/forget_step1@_@astro
var page = () => forget_step1_exports;
export { page };
