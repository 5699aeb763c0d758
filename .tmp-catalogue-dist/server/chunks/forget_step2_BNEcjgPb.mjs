import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { m as maybeRenderHead, o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_p0ZKMe2z.mjs";
import { t as $$AuthPanel } from "./AuthPanel_DSGr9oV1.mjs";
import { t as ForgetForm } from "./ForgetForm_BTz_pfga.mjs";
import { r as resetTicketValid } from "./password-reset_CcsMxZoO.mjs";
// src/pages/forget_step2.astro
var forget_step2_exports = /* @__PURE__ */ __exportAll({
	default: () => $$ForgetStep2,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$ForgetStep2 = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ForgetStep2;
	const ticket = await Astro.session?.get("reset");
	if (!resetTicketValid(ticket)) return Astro.redirect("/forget/step1", 302);
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "AuthPanel", $$AuthPanel, {
		"heading": "重置密码",
		"steps": [
			"验证手机号",
			"设置新密码",
			"重置成功"
		],
		"current": 2
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<p class="form-note">手机号已验证，请设置新密码。重置后，所有已登录的设备都需要重新登录。</p>${renderComponent($$result, "ForgetForm", ForgetForm, {
		"client:load": true,
		"step": 2,
		"client:component-hydration": "load",
		"client:component-path": "/work/main/src/islands/auth/ForgetForm.tsx",
		"client:component-export": "default"
	})}` })}` })}`;
}, "/work/main/src/pages/forget_step2.astro", void 0);
var $$file = "/work/main/src/pages/forget_step2.astro";
var $$url = "/forget_step2";
// \0virtual:astro:page:src/pages/forget_step2@_@astro
var page = () => forget_step2_exports;
export { page };
