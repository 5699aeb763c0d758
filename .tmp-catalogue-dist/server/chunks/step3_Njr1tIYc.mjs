import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$RegisterStep } from "./RegisterStep_CPqctVib.mjs";
import { n as currentAccount } from "./session_Bi72R1CB.mjs";
// src/pages/register/dd/step3.astro
var step3_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Step3,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Step3 = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Step3;
	if (!await currentAccount(Astro)) return Astro.redirect("/register/dd/step1", 302);
	return renderTemplate`${renderComponent($$result, "RegisterStep", $$RegisterStep, {
		"step": 3,
		"flow": "dd"
	})}`;
}, "/work/main/src/pages/register/dd/step3.astro", void 0);
var $$file = "/work/main/src/pages/register/dd/step3.astro";
var $$url = "/register/dd/step3";
// \0virtual:astro:page:src/pages/register/dd/step3@_@astro
var page = () => step3_exports;
export { page };
