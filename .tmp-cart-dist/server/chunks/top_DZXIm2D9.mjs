import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { t as focusAt } from "./focus_lw1bzTaz.mjs";
// src/pages/api/focus/top.ts
var top_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** The top advertisement strip: `{url, image}` or null when none is live. */
var GET = endpoint(async () => {
	const [top] = await focusAt("top");
	return ok(top ? {
		url: top.url,
		image: top.image,
		title: top.title
	} : null);
});
// \0virtual:astro:page:src/pages/api/focus/top@_@ts
var page = () => top_exports;
export { page };
