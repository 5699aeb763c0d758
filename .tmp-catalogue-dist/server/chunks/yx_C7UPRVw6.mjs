import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as readQuery } from "./body_Cb-0xQz4.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
import { t as readListParamsOrThrow } from "./api-params_C-ZcALCG.mjs";
import { l as freeShippingZone } from "./zones_DtNNlUc0.mjs";
// src/pages/api/focus/yx.ts
var yx_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** Free-shipping zone: rules, medicine categories and a page of free-shipping goods (list parameters apply). */
var GET = endpoint(async (context) => ok(await freeShippingZone(readListParamsOrThrow(readQuery(context.url)), await viewerOf(context))));
// \0virtual:astro:page:src/pages/api/focus/yx@_@ts
var page = () => yx_exports;
export { page };
