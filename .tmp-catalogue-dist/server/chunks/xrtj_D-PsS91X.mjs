import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
import { d as newUserPicks } from "./zones_DtNNlUc0.mjs";
// src/pages/api/focus/xrtj.ts
var xrtj_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** New-user picks (新人推荐). */
var GET = endpoint(async (context) => ok(await newUserPicks(await viewerOf(context))));
// \0virtual:astro:page:src/pages/api/focus/xrtj@_@ts
var page = () => xrtj_exports;
export { page };
