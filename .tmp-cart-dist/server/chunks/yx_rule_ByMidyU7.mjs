import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { m as maybeRenderHead, o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_pOto-T-g.mjs";
import { r as FREE_SHIPPING_RULES } from "./zones_DtNNlUc0.mjs";
// src/pages/yx_rule.astro
var yx_rule_exports = /* @__PURE__ */ __exportAll({
	default: () => $$YxRule,
	file: () => $$file,
	url: () => $$url
});
var $$YxRule = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "data-astro-cid-giti2ruk": true }, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<article class="rule" data-astro-cid-giti2ruk><h1 data-astro-cid-giti2ruk>包邮规则</h1><ol data-astro-cid-giti2ruk>${FREE_SHIPPING_RULES.map((r) => renderTemplate`<li data-astro-cid-giti2ruk>${r}</li>`)}</ol><p data-astro-cid-giti2ruk><a href="/yx" class="btn" data-astro-cid-giti2ruk>返回包邮专区</a></p></article>` })}`;
}, "/work/main/src/pages/yx_rule.astro", void 0);
var $$file = "/work/main/src/pages/yx_rule.astro";
var $$url = "/yx_rule";
// \0virtual:astro:page:src/pages/yx_rule@_@astro
var page = () => yx_rule_exports;
export { page };
