import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import "./compiler_CF98EdC-.mjs";
import { t as $$RegisterStep } from "./RegisterStep_CPqctVib.mjs";
// src/pages/register/wechat.astro
var wechat_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Wechat,
	file: () => $$file,
	url: () => $$url
});
var $$Wechat = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "RegisterStep", $$RegisterStep, {
		"step": 1,
		"flow": "wechat"
	})}`;
}, "/work/main/src/pages/register/wechat.astro", void 0);
var $$file = "/work/main/src/pages/register/wechat.astro";
var $$url = "/register/wechat";
// \0virtual:astro:page:src/pages/register/wechat@_@astro
var page = () => wechat_exports;
export { page };
