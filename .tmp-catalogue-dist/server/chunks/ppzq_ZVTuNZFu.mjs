import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as readQuery } from "./body_Cb-0xQz4.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
import { n as readPage } from "./api-params_C-ZcALCG.mjs";
import { a as brandZone } from "./zones_DtNNlUc0.mjs";
// src/pages/api/focus/ppzq.ts
var ppzq_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** Brand zone: brands with their logo, description and goods count, `?page` (clamped). */
var GET = endpoint(async (context) => ok(await brandZone(readPage(readQuery(context.url).page), await viewerOf(context))));
// \0virtual:astro:page:src/pages/api/focus/ppzq@_@ts
var page = () => ppzq_exports;
export { page };
