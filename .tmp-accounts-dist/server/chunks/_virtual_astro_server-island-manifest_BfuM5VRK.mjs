// \0virtual:astro:server-island-manifest
var serverIslandMap = /* @__PURE__ */ new Map([["DeferredHeader", () => import("../chunks/DeferredHeader_BoOekdhY.mjs")], ["DeferredFooter", () => import("../chunks/DeferredFooter_DzzbwVwZ.mjs")]]);
var serverIslandNameMap = /* @__PURE__ */ new Map([["/work/main/src/layouts/DeferredHeader.astro", "DeferredHeader"], ["/work/main/src/layouts/DeferredFooter.astro", "DeferredFooter"]]);
export { serverIslandMap, serverIslandNameMap };
