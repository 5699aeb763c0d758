import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { m as maybeRenderHead, o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_pOto-T-g.mjs";
import { t as $$AuthPanel } from "./AuthPanel_DSGr9oV1.mjs";
// src/pages/forget_step3.astro
var forget_step3_exports = /* @__PURE__ */ __exportAll({
	default: () => $$ForgetStep3,
	file: () => $$file,
	url: () => $$url
});
var $$ForgetStep3 = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "data-astro-cid-t733k7xg": true }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "AuthPanel", $$AuthPanel, {
		"heading": "重置成功",
		"steps": [
			"验证手机号",
			"设置新密码",
			"重置成功"
		],
		"current": 3,
		"data-astro-cid-t733k7xg": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="done" role="status" data-astro-cid-t733k7xg><p class="ok-mark" aria-hidden="true" data-astro-cid-t733k7xg>✓</p><h2 data-astro-cid-t733k7xg>密码已重置</h2><p class="muted" data-astro-cid-t733k7xg>请使用新密码登录。</p><p data-astro-cid-t733k7xg><a class="btn" href="/login" data-astro-cid-t733k7xg>立即登录</a></p></div>` })}` })}`;
}, "/work/main/src/pages/forget_step3.astro", void 0);
var $$file = "/work/main/src/pages/forget_step3.astro";
var $$url = "/forget_step3";
// \0virtual:astro:page:src/pages/forget_step3@_@astro
var page = () => forget_step3_exports;
export { page };
