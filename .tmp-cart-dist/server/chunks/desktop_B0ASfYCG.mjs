import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
// src/pages/desktop.url.ts
var desktop_url_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** The header's 桌面快捷方式: an Internet Shortcut file pointing at this site. */
var GET = ({ url }) => new Response(`[InternetShortcut]\r\nURL=${url.origin}/\r\nIconFile=${url.origin}/favicon.svg\r\nIconIndex=0\r\n`, { headers: {
	"content-type": "application/internet-shortcut; charset=utf-8",
	"content-disposition": `attachment; filename="yaocai.url"; filename*=UTF-8''${encodeURIComponent("药采.url")}`
} });
// \0virtual:astro:page:src/pages/desktop.url@_@ts
var page = () => desktop_url_exports;
export { page };
