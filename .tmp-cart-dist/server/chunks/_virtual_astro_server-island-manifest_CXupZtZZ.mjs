// \0virtual:astro:server-island-manifest
var serverIslandMap = /* @__PURE__ */ new Map([["DeferredHeader", () => import("../chunks/DeferredHeader_D7s1iMao.mjs")], ["DeferredFooter", () => import("../chunks/DeferredFooter_BS7haG97.mjs")]]);
var serverIslandNameMap = /* @__PURE__ */ new Map([["/work/main/src/layouts/DeferredHeader.astro", "DeferredHeader"], ["/work/main/src/layouts/DeferredFooter.astro", "DeferredFooter"]]);
export { serverIslandMap, serverIslandNameMap };
