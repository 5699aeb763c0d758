import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_Cxg4oqmR.mjs";
import { i as ok } from "./envelope_C5kJTQK_.mjs";
import { t as commonData } from "./common-data_D-cxaFol.mjs";
// src/pages/api/focus/common.ts
var common_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
var GET = endpoint(async () => ok(await commonData()));
// \0virtual:astro:page:src/pages/api/focus/common@_@ts
var page = () => common_exports;
export { page };
