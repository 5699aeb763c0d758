import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { t as globalLinks } from "./navigation_DRH_Qmya.mjs";
// src/pages/api/global/links.ts
var links_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
var GET = endpoint(async () => ok(await globalLinks()));
// \0virtual:astro:page:src/pages/api/global/links@_@ts
var page = () => links_exports;
export { page };
