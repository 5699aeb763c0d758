import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_p0ZKMe2z.mjs";
import { t as $$LoadingScreen } from "./LoadingScreen_BtwTWnPK.mjs";
import { t as safeNext } from "./safe-next_BrXWNpk3.mjs";
// src/pages/loading/index.astro
var loading_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Index,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Index = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Index;
	const next = safeNext(Astro.url.searchParams.get("to"));
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "LoadingScreen", $$LoadingScreen, {
		"message": "正在加载，请稍候…",
		"next": next
	})}` })}`;
}, "/work/main/src/pages/loading/index.astro", void 0);
var $$file = "/work/main/src/pages/loading/index.astro";
var $$url = "/loading";
// \0virtual:astro:page:src/pages/loading/index@_@astro
var page = () => loading_exports;
export { page };
