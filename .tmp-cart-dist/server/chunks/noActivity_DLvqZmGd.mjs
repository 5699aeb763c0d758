import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_pOto-T-g.mjs";
import { t as $$Notice } from "./Notice_BeMga-xM.mjs";
// src/pages/noActivity.astro
var noActivity_exports = /* @__PURE__ */ __exportAll({
	default: () => $$NoActivity,
	file: () => $$file,
	url: () => $$url
});
var $$NoActivity = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "Notice", $$Notice, {
		"heading": "活动暂未开始",
		"text": "该活动尚未开始或已经结束，请关注首页的最新活动。",
		"links": [{
			href: "/",
			label: "返回首页"
		}, {
			href: "/lqzx",
			label: "去领券中心"
		}]
	})}` })}`;
}, "/work/main/src/pages/noActivity.astro", void 0);
var $$file = "/work/main/src/pages/noActivity.astro";
var $$url = "/noActivity";
// \0virtual:astro:page:src/pages/noActivity@_@astro
var page = () => noActivity_exports;
export { page };
