import { g as addAttribute, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
var DESCRIPTION_MAX = 120;
/** Collapses whitespace and cuts long descriptions at a character boundary with an ellipsis. */
function shareDescription(text, max = DESCRIPTION_MAX) {
	const flat = text.replace(/\s+/g, " ").trim();
	const chars = [...flat];
	return chars.length <= max ? flat : `${chars.slice(0, max - 1).join("")}…`;
}
/**
* Resolves the share tags. With an origin (the configured `site` = SITE_URL at build time, or
* the request's own origin for pages rendered on demand) URLs are absolute as Open Graph wants.
* A prerendered page built without one leaves out the page URL (never the build machine's host)
* and keeps a root-relative image.
*/
function shareMeta(input, origin) {
	const absolute = (path) => /^https?:\/\//.test(path) || !origin ? path : new URL(path, origin).href;
	return {
		title: input.title,
		description: shareDescription(input.description),
		url: origin ? absolute(input.path) : void 0,
		image: absolute(input.image || "/share/yaocai-share.png"),
		type: input.type ?? "website"
	};
}
// src/components/help/ShareMeta.astro
createAstro("https://astro.build");
var $$ShareMeta = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ShareMeta;
	const { siteName = process.env.SITE_NAME || "药采", ...input } = Astro.props;
	const meta = shareMeta(input, Astro.site?.origin ?? (Astro.isPrerendered ? void 0 : Astro.url.origin));
	return renderTemplate`${meta.url && renderTemplate`<link rel="canonical"${addAttribute(meta.url, "href")}>`}<meta property="og:type"${addAttribute(meta.type, "content")}><meta property="og:site_name"${addAttribute(siteName, "content")}><meta property="og:title"${addAttribute(meta.title, "content")}><meta property="og:description"${addAttribute(meta.description, "content")}>${meta.url && renderTemplate`<meta property="og:url"${addAttribute(meta.url, "content")}>`}<meta property="og:image"${addAttribute(meta.image, "content")}><meta property="og:locale" content="zh_CN"><meta itemprop="name"${addAttribute(meta.title, "content")}><meta itemprop="description"${addAttribute(meta.description, "content")}><meta itemprop="image"${addAttribute(meta.image, "content")}><meta name="twitter:card" content="summary">`;
}, "/work/main/src/components/help/ShareMeta.astro", void 0);
// src/components/help/format-date.ts
/** A calendar date as readers in China write it: 2026年10月15日 (Asia/Shanghai). */
function chineseDate(date) {
	return new Intl.DateTimeFormat("zh-CN", {
		timeZone: "Asia/Shanghai",
		year: "numeric",
		month: "long",
		day: "numeric"
	}).format(date);
}
/** The machine-readable date for `<time datetime>`: YYYY-MM-DD in Asia/Shanghai. */
function isoDate(date) {
	return new Intl.DateTimeFormat("en-CA", {
		timeZone: "Asia/Shanghai",
		year: "numeric",
		month: "2-digit",
		day: "2-digit"
	}).format(date);
}
export { isoDate as n, $$ShareMeta as r, chineseDate as t };
