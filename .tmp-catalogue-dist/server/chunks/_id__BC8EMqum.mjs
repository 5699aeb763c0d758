import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
import { n as readPage } from "./api-params_C-ZcALCG.mjs";
import { f as recommended } from "./zones_DtNNlUc0.mjs";
// src/pages/api/index_wntj/[id].ts
var _id__exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** "Recommended for you" (为你推荐): `/api/index_wntj/{page}`, 10 goods a page, page clamped. */
var GET = endpoint(async (context) => ok(await recommended(readPage(context.params.id), await viewerOf(context))));
// \0virtual:astro:page:src/pages/api/index_wntj/[id]@_@ts
var page = () => _id__exports;
export { page };
