// .astro/content-assets.mjs
var content_assets_default = /* @__PURE__ */ new Map([]);
export { content_assets_default as default };
