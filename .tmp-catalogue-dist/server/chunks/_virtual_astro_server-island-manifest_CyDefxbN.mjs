// \0virtual:astro:server-island-manifest
var serverIslandMap = /* @__PURE__ */ new Map([["DeferredHeader", () => import("../chunks/DeferredHeader_ty3QCNX1.mjs")], ["DeferredFooter", () => import("../chunks/DeferredFooter_D93fkiW5.mjs")]]);
var serverIslandNameMap = /* @__PURE__ */ new Map([["/work/main/src/layouts/DeferredHeader.astro", "DeferredHeader"], ["/work/main/src/layouts/DeferredFooter.astro", "DeferredFooter"]]);
export { serverIslandMap, serverIslandNameMap };
