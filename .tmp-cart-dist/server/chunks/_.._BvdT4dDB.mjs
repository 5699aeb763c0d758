import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_pOto-T-g.mjs";
import { t as $$Notice } from "./Notice_BeMga-xM.mjs";
// src/pages/[...path].astro
var ____path__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Component,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Component = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Component;
	const route = Astro.locals.route;
	if (!route) return Astro.rewrite("/404");
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "Notice", $$Notice, {
		"heading": route.title || "活动专区",
		"text": "该栏目正在建设中，暂未开放。您可以先浏览首页商品或查看帮助中心。",
		"links": [{
			href: "/",
			label: "返回首页"
		}, {
			href: "/help",
			label: "帮助中心"
		}]
	})}` })}`;
}, "/work/main/src/pages/[...path].astro", void 0);
var $$file = "/work/main/src/pages/[...path].astro";
var $$url = "/[...path]";
// \0virtual:astro:page:src/pages/[...path]@_@astro
var page = () => ____path__exports;
export { page };
