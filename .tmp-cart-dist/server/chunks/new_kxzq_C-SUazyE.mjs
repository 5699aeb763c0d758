import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
import { s as controlledGroups } from "./zones_DtNNlUc0.mjs";
// src/pages/api/focus/new_kxzq.ts
var new_kxzq_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** New controlled-sales page: released goods grouped by manufacturer, each group with its first goods. */
var GET = endpoint(async (context) => ok(await controlledGroups(await viewerOf(context))));
// \0virtual:astro:page:src/pages/api/focus/new_kxzq@_@ts
var page = () => new_kxzq_exports;
export { page };
