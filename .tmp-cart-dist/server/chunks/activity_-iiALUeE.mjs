import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_pOto-T-g.mjs";
import { t as $$LoadingScreen } from "./LoadingScreen_CdsfBH20.mjs";
import { t as safeNext } from "./safe-next_BrXWNpk3.mjs";
// src/pages/loading/activity.astro
var activity_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Activity,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Activity = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Activity;
	const to = Astro.url.searchParams.get("to");
	const next = to ? safeNext(to) : "/noActivity";
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "LoadingScreen", $$LoadingScreen, {
		"message": "活动加载中…",
		"next": next
	})}` })}`;
}, "/work/main/src/pages/loading/activity.astro", void 0);
var $$file = "/work/main/src/pages/loading/activity.astro";
var $$url = "/loading/activity";
// \0virtual:astro:page:src/pages/loading/activity@_@astro
var page = () => activity_exports;
export { page };
