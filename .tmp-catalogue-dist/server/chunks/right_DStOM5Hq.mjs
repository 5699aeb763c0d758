import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { t as focusAt } from "./focus_lw1bzTaz.mjs";
// src/pages/api/focus/right.ts
var right_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
var GET = endpoint(async () => ok(await focusAt("right")));
// \0virtual:astro:page:src/pages/api/focus/right@_@ts
var page = () => right_exports;
export { page };
