import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { t as listHotWords } from "./hot-words_w0effxWg.mjs";
// src/pages/api/goods/hot.ts
var hot_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** Hot search words (spec rnss), in operator order. */
var GET = endpoint(async () => ok(await listHotWords()));
// \0virtual:astro:page:src/pages/api/goods/hot@_@ts
var page = () => hot_exports;
export { page };
