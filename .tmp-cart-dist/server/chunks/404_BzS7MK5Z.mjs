import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_pOto-T-g.mjs";
import { t as $$Notice } from "./Notice_BeMga-xM.mjs";
import { n as routeByName } from "./route-match_vmI3D5jV.mjs";
// src/pages/404.astro
var _404_exports = /* @__PURE__ */ __exportAll({
	default: () => $$404,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$404 = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$404;
	Astro.response.status = 404;
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "route": routeByName("404") }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "Notice", $$Notice, {
		"code": "404",
		"heading": "抱歉，您访问的页面不存在",
		"text": "页面可能已被移除或地址有误，您可以返回首页或搜索需要的商品。",
		"links": [{
			href: "/",
			label: "返回首页"
		}, {
			href: "/help",
			label: "帮助中心"
		}]
	})}` })}`;
}, "/work/main/src/pages/404.astro", void 0);
var $$file = "/work/main/src/pages/404.astro";
var $$url = "/404";
// \0virtual:astro:page:src/pages/404@_@astro
var page = () => _404_exports;
export { page };
