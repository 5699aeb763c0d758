import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import "./compiler_CF98EdC-.mjs";
import { t as $$RegisterStep } from "./RegisterStep_CPqctVib.mjs";
// src/pages/register/step1.astro
var step1_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Step1,
	file: () => $$file,
	url: () => $$url
});
var $$Step1 = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "RegisterStep", $$RegisterStep, {
		"step": 1,
		"flow": "standard"
	})}`;
}, "/work/main/src/pages/register/step1.astro", void 0);
var $$file = "/work/main/src/pages/register/step1.astro";
var $$url = "/register/step1";
// \0virtual:astro:page:src/pages/register/step1@_@astro
var page = () => step1_exports;
export { page };
