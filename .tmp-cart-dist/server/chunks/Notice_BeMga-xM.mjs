import { g as addAttribute, m as maybeRenderHead, p as renderTemplate, u as renderSlot } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
// src/components/Notice.astro
createAstro("https://astro.build");
var $$Notice = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Notice;
	const { heading, text, links = [{
		href: "/",
		label: "返回首页"
	}], code } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<section class="notice wrap" aria-labelledby="notice-heading" data-astro-cid-5laazbic>${code && renderTemplate`<p class="code" aria-hidden="true" data-astro-cid-5laazbic>${code}</p>`}<h1 id="notice-heading" data-astro-cid-5laazbic>${heading}</h1><p class="muted" data-astro-cid-5laazbic>${text}</p><p class="links" data-astro-cid-5laazbic>${links.map((l, i) => renderTemplate`<a${addAttribute(["btn", { "btn-ghost": i > 0 }], "class:list")}${addAttribute(l.href, "href")} data-astro-cid-5laazbic>${l.label}</a>`)}</p>${renderSlot($$result, $$slots["default"])}</section>`;
}, "/work/main/src/components/Notice.astro", void 0);
export { $$Notice as t };
