import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as readQuery } from "./body_Cb-0xQz4.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
import { t as readListParamsOrThrow } from "./api-params_C-ZcALCG.mjs";
import { c as controlledZone } from "./zones_DtNNlUc0.mjs";
// src/pages/api/focus/kxzq.ts
var kxzq_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** Controlled-sales zone: the 控销 goods released to the viewer (empty with a notice for visitors). */
var GET = endpoint(async (context) => {
	const query = readQuery(context.url);
	const params = readListParamsOrThrow(query);
	return ok(await controlledZone(params, await viewerOf(context), params.manufacturer ?? void 0));
});
// \0virtual:astro:page:src/pages/api/focus/kxzq@_@ts
var page = () => kxzq_exports;
export { page };
