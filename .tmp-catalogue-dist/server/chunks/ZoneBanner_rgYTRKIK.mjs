import { g as addAttribute, m as maybeRenderHead, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
// src/components/catalogue/ZoneBanner.astro
createAstro("https://astro.build");
var $$ZoneBanner = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ZoneBanner;
	const { title, text, color = "var(--brand)", link, image } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<section class="zb"${addAttribute(`--zb:${color}`, "style")}${addAttribute(title, "aria-label")} data-astro-cid-3jb4ii7z><div data-astro-cid-3jb4ii7z><p class="t" data-astro-cid-3jb4ii7z>${title}</p><p class="s" data-astro-cid-3jb4ii7z>${text}</p></div>${image && renderTemplate`<img${addAttribute(image, "src")} alt="" width="240" height="100" data-astro-cid-3jb4ii7z>`}${link && renderTemplate`<a${addAttribute(link.href, "href")} data-astro-cid-3jb4ii7z>${link.label}</a>`}</section>`;
}, "/work/main/src/components/catalogue/ZoneBanner.astro", void 0);
export { $$ZoneBanner as t };
