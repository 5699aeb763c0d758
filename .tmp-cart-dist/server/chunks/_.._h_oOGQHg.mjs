import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { i as notFound } from "./envelope_CDfcR2IL.mjs";
// src/pages/api/[...rest].ts
var ____rest__exports = /* @__PURE__ */ __exportAll({ ALL: () => ALL });
/** Unknown API paths answer in the envelope, whatever the method. */
var ALL = () => notFound("接口不存在");
// \0virtual:astro:page:src/pages/api/[...rest]@_@ts
var page = () => ____rest__exports;
export { page };
