import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as categoryTree } from "./categories_D5d7YANB.mjs";
// src/pages/api/goods/fl.ts
var fl_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** The category tree (spec menu category: id, name, logo, logo1, children, childrenShow). */
var GET = endpoint(async () => ok(await categoryTree()));
// \0virtual:astro:page:src/pages/api/goods/fl@_@ts
var page = () => fl_exports;
export { page };
