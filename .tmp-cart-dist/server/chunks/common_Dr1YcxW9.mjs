import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { t as commonData } from "./common-data_Da8UZ4WC.mjs";
// src/pages/api/focus/common.ts
var common_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
var GET = endpoint(async () => ok(await commonData()));
// \0virtual:astro:page:src/pages/api/focus/common@_@ts
var page = () => common_exports;
export { page };
