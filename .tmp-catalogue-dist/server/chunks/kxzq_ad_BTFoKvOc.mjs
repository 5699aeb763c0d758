import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as readQuery } from "./body_Cb-0xQz4.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
import { o as controlledAds } from "./zones_DtNNlUc0.mjs";
// src/pages/api/focus/kxzq_ad.ts
var kxzq_ad_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** Banners of controlled-sales groups: `?ids=1,2` (or ids[]=1&ids[]=2); unknown ids are left out. */
var GET = endpoint(async (context) => {
	const raw = readQuery(context.url).ids;
	const ids = (Array.isArray(raw) ? raw : typeof raw === "string" ? raw.split(",") : []).map((v) => Number(String(v).trim())).filter((n) => Number.isSafeInteger(n) && n > 0);
	return ok(await controlledAds(ids, await viewerOf(context)));
});
// \0virtual:astro:page:src/pages/api/focus/kxzq_ad@_@ts
var page = () => kxzq_ad_exports;
export { page };
