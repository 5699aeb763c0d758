import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$RegisterStep } from "./RegisterStep_CPqctVib.mjs";
import { r as ticketValid } from "./register_ctZQnpym.mjs";
// src/pages/register/dd/step2.astro
var step2_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Step2,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Step2 = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Step2;
	const ticket = await Astro.session?.get("register");
	if (!ticketValid(ticket)) return Astro.redirect("/register/dd/step1", 302);
	return renderTemplate`${renderComponent($$result, "RegisterStep", $$RegisterStep, {
		"step": 2,
		"flow": "dd"
	})}`;
}, "/work/main/src/pages/register/dd/step2.astro", void 0);
var $$file = "/work/main/src/pages/register/dd/step2.astro";
var $$url = "/register/dd/step2";
// \0virtual:astro:page:src/pages/register/dd/step2@_@astro
var page = () => step2_exports;
export { page };
